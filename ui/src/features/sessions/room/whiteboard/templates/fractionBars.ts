import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';

import { cellCentre, centredText, type Point, shape } from './shapes';

/**
 * The bars from the whole down, each split into this many equal parts,
 * with its own light colour so the rows of the wall tell apart.
 */
export const BARS = [
  { parts: 1, fill: '#ffc9c9' },
  { parts: 2, fill: '#ffd8a8' },
  { parts: 3, fill: '#ffec99' },
  { parts: 4, fill: '#b2f2bb' },
  { parts: 5, fill: '#99e9f2' },
  { parts: 6, fill: '#a5d8ff' },
  { parts: 8, fill: '#d0bfff' },
  { parts: 10, fill: '#eebefa' },
  { parts: 12, fill: '#fcc2d7' },
];
/** Divisible by every number of parts, so each part is a whole number of pixels. */
export const BAR_WIDTH = 720;
const BAR_HEIGHT = 48;
const LABEL_SIZE = 20;

function unitFraction(parts: number): string {
  return parts === 1 ? '1' : `1/${parts}`;
}

/** A fraction wall: stacked bars of the same length, each in equal parts labelled with their fraction. */
export function fractionBars(origin: Point): ExcalidrawElementSkeleton[] {
  return BARS.flatMap(({ parts, fill }, row) => {
    const part = { width: BAR_WIDTH / parts, height: BAR_HEIGHT };
    const barOrigin = { x: origin.x, y: origin.y + row * BAR_HEIGHT };
    return Array.from({ length: parts }, (_, column) => [
      shape('rectangle', { x: barOrigin.x + column * part.width, y: barOrigin.y }, part, fill),
      centredText(unitFraction(parts), cellCentre(barOrigin, { column, row: 0 }, part), LABEL_SIZE),
    ]).flat();
  });
}
