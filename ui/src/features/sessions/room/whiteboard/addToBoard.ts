import { convertToExcalidrawElements } from '@excalidraw/excalidraw';
import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';
import type { ExcalidrawElement, FileId } from '@excalidraw/excalidraw/element/types';
import type { BinaryFileData, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';

import type { BoardPicture } from '../../../../generated/api/schemas';
import { loadFontsOf } from './boardFonts';
import { type Box, fitOnPage, placeBelow, viewCentre, worksheetPageSheets } from './pages';
import { QUESTION_FONT_SIZE } from './questionText';
import type { Point } from './templates/shapes';

/** Space left between what is on the board and what is added, and from its left edge. */
const GAP = 40;

/**
 * Adds elements at the left, below what is drawn on the page in view (or
 * on the whole board, without pages), and scrolls to them. `elementsAt`
 * draws them from their top left corner. Added to the scene, they go to
 * the other participant like any drawing.
 */
export async function addBelowContent(
  board: ExcalidrawImperativeAPI,
  elementsAt: (origin: Point) => ExcalidrawElementSkeleton[],
): Promise<void> {
  const origin = placeBelow(board.getSceneElements(), viewCentre(board.getAppState()), GAP);
  const skeletons = elementsAt(origin);
  // Text is sized as it is made: in the font it will be drawn in.
  await loadFontsOf(skeletons);
  const added = convertToExcalidrawElements(skeletons);
  board.updateScene({ elements: [...board.getSceneElementsIncludingDeleted(), ...added] });
  board.scrollToContent(added);
}

/**
 * Adds a question's text below what is on the board. It carries its
 * endcode, so the session's report can say which areas were worked on
 * (docs/whiteboard.md).
 */
export function addQuestion(
  board: ExcalidrawImperativeAPI,
  text: string,
  endcodeId: string,
): Promise<void> {
  return addBelowContent(board, (origin) => [
    {
      type: 'text',
      ...origin,
      text,
      fontSize: QUESTION_FONT_SIZE,
      customData: { endcode: endcodeId },
    },
  ]);
}

/** Brings a page's sheet into view, whole. */
export function showPage(board: ExcalidrawImperativeAPI, sheet: ExcalidrawElement): void {
  board.scrollToContent(sheet, { fitToViewport: true, viewportZoomFactor: 0.95, animate: true });
}

/**
 * Puts an uploaded picture (docs/whiteboard.md, "Worksheets") on a page
 * of its own as its background: as large as the page takes, and locked,
 * so that drawing over it never moves it. The view goes to the page.
 */
export function addWorksheet(board: ExcalidrawImperativeAPI, picture: BoardPicture): void {
  board.addFiles([picture.file as BinaryFileData]);
  const sheets = worksheetPageSheets(board.getSceneElementsIncludingDeleted());
  const page = sheets.at(-1) as Box;
  const added = convertToExcalidrawElements([
    ...sheets,
    {
      type: 'image',
      ...fitOnPage(page, picture, GAP),
      fileId: picture.file.id as FileId,
      status: 'saved',
      locked: true,
      customData: { worksheet: true },
    },
  ]);
  board.updateScene({ elements: [...board.getSceneElementsIncludingDeleted(), ...added] });
  const sheet = added.at(-2);
  if (sheet) showPage(board, sheet);
}
