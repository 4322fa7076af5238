import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';

import { clockFace } from './clockFace';
import { fractionBars } from './fractionBars';
import { hundredSquare } from './hundredSquare';
import { numberLine } from './numberLine';
import { placeValueChart } from './placeValueChart';
import type { Point } from './shapes';
import { squaredPaper } from './squaredPaper';

/** Something ready-drawn the tutor can put on the board (docs/whiteboard.md). */
export interface BoardTemplate {
  /** Its name in the tutor's menu. */
  label: string;
  /**
   * Its elements from `origin`, their top left corner, all in the group
   * `groupId` so the tutor moves it as one piece.
   */
  elementsAt(origin: Point, groupId: string): ExcalidrawElementSkeleton[];
}

function template(
  label: string,
  draw: (origin: Point) => ExcalidrawElementSkeleton[],
): BoardTemplate {
  return {
    label,
    elementsAt: (origin, groupId) =>
      draw(origin).map((element) => ({ ...element, groupIds: [groupId] })),
  };
}

export const BOARD_TEMPLATES: readonly BoardTemplate[] = [
  template('Squared paper', squaredPaper),
  template('Number line', numberLine),
  template('Clock face', clockFace),
  template('Place-value chart', placeValueChart),
  template('Fraction bars', fractionBars),
  template('Hundred square', hundredSquare),
];
