import type { Scene } from '../../../../generated/api/schemas';
import type { BoardElement, BoardSurface } from './boardSync';

/**
 * How often a board that only looks on reads the board as kept. The
 * server keeps drawn changes within 2 s (server/src/video/whiteboard.rs),
 * so the view runs some 5 s behind the room at most.
 */
export const FOLLOW_KEPT_MS = 3_000;

/**
 * Reads the board as kept every FOLLOW_KEPT_MS and merges it in by
 * element version, for someone who watches a live session without being
 * in its channel (an admin on a one-to-one call). A failed read waits for
 * the next. Returns the stop.
 */
export function followKept(read: () => Promise<Scene>, surface: BoardSurface): () => void {
  let stopped = false;
  const timer = setInterval(() => {
    read().then(
      (scene) => {
        if (!stopped) surface.receive(scene.elements as BoardElement[], scene.files);
      },
      () => undefined,
    );
  }, FOLLOW_KEPT_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
