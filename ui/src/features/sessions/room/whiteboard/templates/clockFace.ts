import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';

import { centredText, INK, type Point, shape } from './shapes';

export const FACE_RADIUS = 150;
/** Where the numbers sit: inside the rim, leaving room to draw the hands. */
export const NUMBER_RADIUS = 120;
const NUMBER_SIZE = 28;
const CENTRE_DOT = 10;

/**
 * A clock face with its numbers 1 to 12 and a dot at its centre. It has no
 * hands: the tutor or the child draws them for the time being read.
 */
export function clockFace(origin: Point): ExcalidrawElementSkeleton[] {
  const centre = { x: origin.x + FACE_RADIUS, y: origin.y + FACE_RADIUS };
  const numbers = Array.from({ length: 12 }, (_, index) => {
    const hour = index + 1;
    // Clockwise from 12 at the top, a twelfth of a turn each.
    const angle = (hour * Math.PI) / 6;
    const place = {
      x: centre.x + NUMBER_RADIUS * Math.sin(angle),
      y: centre.y - NUMBER_RADIUS * Math.cos(angle),
    };
    return centredText(String(hour), place, NUMBER_SIZE);
  });
  const dotCorner = { x: centre.x - CENTRE_DOT / 2, y: centre.y - CENTRE_DOT / 2 };
  return [
    shape('ellipse', origin, { width: 2 * FACE_RADIUS, height: 2 * FACE_RADIUS }),
    ...numbers,
    shape('ellipse', dotCorner, { width: CENTRE_DOT, height: CENTRE_DOT }, INK),
  ];
}
