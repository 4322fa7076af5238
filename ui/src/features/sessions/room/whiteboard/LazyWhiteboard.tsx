import { Alert, Button, Text } from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense } from 'react';

import type { WhiteboardProps } from './Whiteboard';

// The drawing component is large: it loads only with a board to show.
const Whiteboard = lazy(() => import('./Whiteboard'));

export const BOARD_NOT_LOADED = 'The whiteboard could not be loaded.';

/**
 * Keeps a board that fails (its code did not arrive, say) to the board's
 * own box: the call beside it goes on. A reload comes back into the call.
 */
class BoardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" title={BOARD_NOT_LOADED}>
        <Button variant="light" color="red" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Alert>
    );
  }
}

export function LazyWhiteboard(props: WhiteboardProps) {
  return (
    <BoardBoundary>
      <Suspense fallback={<Text>Loading the whiteboard...</Text>}>
        <Whiteboard {...props} />
      </Suspense>
    </BoardBoundary>
  );
}
