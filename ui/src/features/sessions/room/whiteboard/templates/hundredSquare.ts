import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';

import { cellCentre, centredText, gridLines, type Point } from './shapes';

const SIDE = 10;
const CELL = { width: 48, height: 48 };
const NUMBER_SIZE = 18;

/** A hundred square: 10 × 10 cells numbered 1 to 100, row by row. */
export function hundredSquare(origin: Point): ExcalidrawElementSkeleton[] {
  const numbers = Array.from({ length: SIDE * SIDE }, (_, index) => {
    const place = { column: index % SIDE, row: Math.floor(index / SIDE) };
    return centredText(String(index + 1), cellCentre(origin, place, CELL), NUMBER_SIZE);
  });
  return [...gridLines(origin, { columns: SIDE, rows: SIDE }, CELL), ...numbers];
}
