import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';
import type { ExcalidrawLinearElement } from '@excalidraw/excalidraw/element/types';

/*
 * The few shapes the templates are made of, as skeletons for the drawing
 * component's convertToExcalidrawElements. They are ruled (roughness 0)
 * rather than hand-drawn: a grid or a scale reads best straight.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The drawing component's own black. */
export const INK = '#1e1e1e';

/** A straight line from `from` to `to`. */
export function line(
  from: Point,
  to: Point,
  style: { strokeColor?: string; strokeWidth?: number } = {},
): ExcalidrawElementSkeleton {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return {
    type: 'line',
    x: from.x,
    y: from.y,
    // Its box, which the component would otherwise take as 100 × 0.
    width: Math.abs(dx),
    height: Math.abs(dy),
    points: [
      [0, 0],
      [dx, dy],
    ] as unknown as ExcalidrawLinearElement['points'],
    strokeColor: style.strokeColor ?? INK,
    strokeWidth: style.strokeWidth ?? 1,
    roughness: 0,
  };
}

/**
 * Text centred on `centre`: the component places it once it has measured
 * it, and keeps it centred there when it is edited.
 */
export function centredText(
  text: string,
  centre: Point,
  fontSize: number,
): ExcalidrawElementSkeleton {
  return {
    type: 'text',
    text,
    x: centre.x,
    y: centre.y,
    fontSize,
    textAlign: 'center',
    verticalAlign: 'middle',
  };
}

/** A box or a ring: an outlined rectangle or ellipse, filled with `fill` if given. */
export function shape(
  type: 'rectangle' | 'ellipse',
  topLeft: Point,
  size: Size,
  fill?: string,
): ExcalidrawElementSkeleton {
  return {
    type,
    ...topLeft,
    ...size,
    strokeColor: INK,
    strokeWidth: 1,
    roughness: 0,
    ...(fill && { backgroundColor: fill, fillStyle: 'solid' }),
  };
}

/**
 * The ruled lines of a table of `columns` × `rows` cells from `origin`: one
 * line per row and column edge rather than four sides per cell, which keeps
 * a large grid to a few elements.
 */
export function gridLines(
  origin: Point,
  { columns, rows }: { columns: number; rows: number },
  cell: Size,
  strokeColor = INK,
): ExcalidrawElementSkeleton[] {
  const right = origin.x + columns * cell.width;
  const bottom = origin.y + rows * cell.height;
  const across = Array.from({ length: rows + 1 }, (_, row) => origin.y + row * cell.height);
  const down = Array.from({ length: columns + 1 }, (_, column) => origin.x + column * cell.width);
  return [
    ...across.map((y) => line({ x: origin.x, y }, { x: right, y }, { strokeColor })),
    ...down.map((x) => line({ x, y: origin.y }, { x, y: bottom }, { strokeColor })),
  ];
}

/** The centre of the cell at `column`, `row` (from 0) of a table from `origin`. */
export function cellCentre(
  origin: Point,
  { column, row }: { column: number; row: number },
  cell: Size,
): Point {
  return {
    x: origin.x + (column + 0.5) * cell.width,
    y: origin.y + (row + 0.5) * cell.height,
  };
}
