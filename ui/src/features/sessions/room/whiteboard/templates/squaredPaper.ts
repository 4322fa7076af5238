import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';

import { gridLines, type Point } from './shapes';

export const SQUARES = { columns: 12, rows: 8 };
export const SQUARE_SIDE = 40;

/** Light enough that what is drawn on the paper stands out from it. */
const PAPER_GREY = '#ced4da';

/** A sheet of squared paper, for drawing shapes, arrays and bar models to scale. */
export function squaredPaper(origin: Point): ExcalidrawElementSkeleton[] {
  return gridLines(origin, SQUARES, { width: SQUARE_SIDE, height: SQUARE_SIDE }, PAPER_GREY);
}
