import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';

import { cellCentre, centredText, gridLines, type Point } from './shapes';

/** Thousands, hundreds, tens and ones, as the children's books head them. */
export const PLACE_HEADINGS = ['Th', 'H', 'T', 'O'];
/** Rows under the headings, for two numbers. */
const EMPTY_ROWS = 2;
const CELL = { width: 100, height: 60 };
const HEADING_SIZE = 28;

/** A place-value chart: a table headed Th, H, T, O with two empty rows to write digits in. */
export function placeValueChart(origin: Point): ExcalidrawElementSkeleton[] {
  const table = { columns: PLACE_HEADINGS.length, rows: 1 + EMPTY_ROWS };
  return [
    ...gridLines(origin, table, CELL),
    ...PLACE_HEADINGS.map((heading, column) =>
      centredText(heading, cellCentre(origin, { column, row: 0 }, CELL), HEADING_SIZE),
    ),
  ];
}
