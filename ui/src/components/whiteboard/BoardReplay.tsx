import './assetPath';
import '@excalidraw/excalidraw/index.css';

import { CaptureUpdateAction, Excalidraw } from '@excalidraw/excalidraw';
import type { BinaryFileData, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

import type { Scene } from '../../generated/api/schemas';
import { BOARD_UI_OPTIONS, initialDataOf } from './boardOptions';
import { useNamedBoardControls } from './useNamedBoardControls';

/**
 * A whiteboard shown as it was, read-only: `scene` replaces what is shown
 * whenever it changes, as a recording plays (docs/recordings.md, "The
 * whiteboard beside the video"). The drawing component is large: import
 * this lazily.
 */
export default function BoardReplay({ scene, height }: { scene: Scene; height: number }) {
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const board = useRef<HTMLDivElement>(null);
  useNamedBoardControls(board);
  useEffect(() => {
    if (!api) return;
    api.addFiles(Object.values(scene.files) as BinaryFileData[]);
    api.updateScene({
      elements: scene.elements as never,
      captureUpdate: CaptureUpdateAction.NEVER,
    });
  }, [api, scene]);
  return (
    <Box h={height} data-testid="board-replay" ref={board}>
      <Excalidraw
        excalidrawAPI={setApi}
        initialData={initialDataOf(scene)}
        viewModeEnabled
        UIOptions={BOARD_UI_OPTIONS}
      />
    </Box>
  );
}
