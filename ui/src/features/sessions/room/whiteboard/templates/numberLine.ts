import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';

import { centredText, line, type Point } from './shapes';

export const LAST_NUMBER = 10;
export const STEP = 60;
const TICK_LENGTH = 20;
const LABEL_SIZE = 20;

/** A number line from 0 to 10: a tick at each whole number, its number under it. */
export function numberLine(origin: Point): ExcalidrawElementSkeleton[] {
  const ticks = Array.from({ length: LAST_NUMBER + 1 }, (_, n) => origin.x + n * STEP);
  const axis = origin.y + TICK_LENGTH / 2;
  const labels = origin.y + TICK_LENGTH + LABEL_SIZE;
  const bold = { strokeWidth: 2 };
  return [
    line({ x: origin.x, y: axis }, { x: origin.x + LAST_NUMBER * STEP, y: axis }, bold),
    ...ticks.map((x) => line({ x, y: origin.y }, { x, y: origin.y + TICK_LENGTH }, bold)),
    ...ticks.map((x, n) => centredText(String(n), { x, y: labels }, LABEL_SIZE)),
  ];
}
