import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

import type { WhiteboardProps } from './Whiteboard';

// The drawing component is large: it loads only with a board to show.
const Whiteboard = lazy(() => import('./Whiteboard'));

export function LazyWhiteboard(props: WhiteboardProps) {
  return (
    <Suspense fallback={<Text>Loading the whiteboard...</Text>}>
      <Whiteboard {...props} />
    </Suspense>
  );
}
