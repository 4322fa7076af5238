import type { ExcalidrawInitialDataState, UIOptions } from '@excalidraw/excalidraw/types';

import type { Scene } from '../../generated/api/schemas';

/**
 * The drawing component's menu without loading, saving or exporting: a
 * session's board lives on the server and nowhere else. Its own picture
 * tool is off too: pictures are uploaded to the server, which checks them
 * (docs/whiteboard.md, "Worksheets").
 */
export const BOARD_UI_OPTIONS: Partial<UIOptions> = {
  canvasActions: { loadScene: false, saveToActiveFile: false, export: false },
  tools: { image: false },
};

/** What the drawing component first shows of a stored scene, scrolled to it. */
export function initialDataOf(scene: Scene): ExcalidrawInitialDataState {
  return {
    elements: scene.elements as never,
    files: scene.files as never,
    scrollToContent: true,
  };
}
