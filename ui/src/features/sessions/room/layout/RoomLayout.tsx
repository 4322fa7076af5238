import './roomLayout.css';

import type { ReactNode } from 'react';

/** What comes first in the room: the shared board (the default) or the call. */
export type RoomView = 'board' | 'video';

export interface RoomLayoutProps {
  view: RoomView;
  /** The call, or the Join that stands for it; null when there is neither. */
  call: ReactNode;
  /** The shared whiteboard, when there is one to show. */
  board?: ReactNode;
  /** The tutor's Trend, Focus and Answers, while open. */
  panel?: ReactNode;
}

/**
 * Places the call, the board and the tutor's panel (roomLayout.css). On
 * a wide screen, board first docks the call beside the board, and the
 * panel opens between them rather than over the board; video first puts
 * the call across the top. On a phone they stack, the call first.
 */
export function RoomLayout({ view, call, board, panel }: RoomLayoutProps) {
  return (
    <div
      className="room"
      data-testid="room-layout"
      data-view={view}
      data-call={call ? 'shown' : 'none'}
      data-panel={panel ? 'open' : 'closed'}
    >
      {call ? (
        <div className="room-call" data-testid="room-call">
          {call}
        </div>
      ) : null}
      {board ? <div className="room-board">{board}</div> : null}
      {panel ? (
        <aside className="room-panel" aria-label="Trend, Focus and Answers">
          {panel}
        </aside>
      ) : null}
    </div>
  );
}
