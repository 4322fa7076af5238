import '../../../../components/whiteboard/assetPath';
import '@excalidraw/excalidraw/index.css';

import { CaptureUpdateAction, Excalidraw, reconcileElements } from '@excalidraw/excalidraw';
import type {
  BinaryFileData,
  Collaborator,
  ExcalidrawImperativeAPI,
  SocketId,
} from '@excalidraw/excalidraw/types';
import type { RemoteExcalidrawElement } from '@excalidraw/excalidraw/data/reconcile';
import { Alert, Box, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { BOARD_UI_OPTIONS, initialDataOf } from '../../../../components/whiteboard/boardOptions';
import { useNamedBoardControls } from '../../../../components/whiteboard/useNamedBoardControls';
import type { Scene } from '../../../../generated/api/schemas';
import { errorMessages } from '../../../../lib/api/apiError';
import { fetchBoardPicture } from '../../api/boardPicturesApi';
import { fetchWhiteboard } from '../../api/roomApi';
import type { SessionChannel } from '../sessionChannel';
import { type BoardSurface, BoardSync } from './boardSync';
import { followKept } from './followKept';
import { MissingPictures } from './missingPictures';
import { BankQuestionButton } from './BankQuestionButton';
import { MissedQuestionButton } from './MissedQuestionButton';
import { PageBar } from './PageBar';
import { TemplateMenu } from './TemplateMenu';
import { WorksheetButton } from './WorksheetButton';

export interface WhiteboardProps {
  sessionId: string;
  /** Drawing together over this channel; without one the board is read-only. */
  channel: SessionChannel | null;
  /** Who the other pointer belongs to. */
  otherName: string;
  /** The tutor's board offers to add the child's last missed question, bank questions and templates. */
  missedQuestionOf?: { studentId: string; childName: string; subjectId: string };
  /** Without a channel, follows the board as kept rather than staying as opened (an admin looking on). */
  followsKept?: boolean;
}

/** Pictures come onto the board only through the server (docs/whiteboard.md, "Worksheets"). */
const PICTURES_BY_UPLOAD = 'Put pictures on the board with Upload a worksheet';
const PICTURES_BY_TUTOR = 'Only your tutor can put pictures on the board';

/**
 * The board's height: fixed, unless the room's layout makes it fill the
 * window (room/layout/roomLayout.css sets --board-height).
 */
const BOARD_HEIGHT = 'var(--board-height, 520px)';

/**
 * The drawing component seen as what the sync needs. The pictures of what
 * arrives are read from the server (`sessionId`'s board), never sent.
 */
function surfaceOf(
  api: ExcalidrawImperativeAPI,
  otherName: string,
  sessionId: string,
): BoardSurface {
  const collaborators = new Map<SocketId, Collaborator>();
  const pictures = new MissingPictures(
    (fileId) => fetchBoardPicture(sessionId, fileId),
    (file) => api.addFiles([file as BinaryFileData]),
  );
  return {
    elements: () => api.getSceneElementsIncludingDeleted(),
    receive(elements, files) {
      api.addFiles(Object.values(files) as BinaryFileData[]);
      const merged = reconcileElements(
        api.getSceneElementsIncludingDeleted(),
        elements as unknown as RemoteExcalidrawElement[],
        api.getAppState(),
      );
      api.updateScene({ elements: merged, captureUpdate: CaptureUpdateAction.NEVER });
      pictures.fetch(merged, api.getFiles());
    },
    showPointer(from, { pointer, button }) {
      collaborators.clear();
      collaborators.set(from as SocketId, { pointer, button, username: otherName });
      api.updateScene({ collaborators: new Map(collaborators) });
    },
  };
}

function Board({
  sessionId,
  channel,
  otherName,
  missedQuestionOf,
  followsKept = false,
  stored,
}: WhiteboardProps & { stored: Scene }) {
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const sync = useRef<BoardSync | null>(null);
  const board = useRef<HTMLDivElement>(null);
  useNamedBoardControls(board);

  useEffect(() => {
    if (!api || !channel) return;
    const next = new BoardSync(channel, surfaceOf(api, otherName, sessionId), setRefused);
    next.noteKnown(stored);
    sync.current = next;
    return () => {
      next.close();
      sync.current = null;
    };
  }, [api, channel, otherName, sessionId, stored]);

  useEffect(() => {
    if (!api || channel || !followsKept) return;
    return followKept(() => fetchWhiteboard(sessionId), surfaceOf(api, otherName, sessionId));
  }, [api, channel, followsKept, otherName, sessionId]);

  const tutorTools = channel !== null && missedQuestionOf !== undefined;
  return (
    <Stack gap="xs">
      {/* The tutor's tools and the pages share a row, so the board loses no height to them. */}
      <Group>
        {tutorTools && (
          <>
            <MissedQuestionButton {...missedQuestionOf} board={api} />
            <BankQuestionButton
              sessionId={sessionId}
              studentId={missedQuestionOf.studentId}
              subjectId={missedQuestionOf.subjectId}
              childName={missedQuestionOf.childName}
              board={api}
            />
            <TemplateMenu board={api} />
            <WorksheetButton sessionId={sessionId} board={api} onError={setRefused} />
          </>
        )}
        {api && <PageBar board={api} canAdd={tutorTools} />}
      </Group>
      {refused && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setRefused(null)}>
          {refused}
        </Alert>
      )}
      <Box
        style={{ height: BOARD_HEIGHT }}
        data-testid="whiteboard"
        data-session={sessionId}
        ref={board}
      >
        <Excalidraw
          excalidrawAPI={setApi}
          initialData={initialDataOf(stored)}
          viewModeEnabled={!channel}
          isCollaborating={channel !== null}
          onChange={() => sync.current?.changed()}
          onPointerUpdate={({ pointer, button }) => sync.current?.pointer({ pointer, button })}
          UIOptions={BOARD_UI_OPTIONS}
          generateIdForFile={() => {
            // A picture pasted or dropped on the board: the drawing
            // component shows this message and adds nothing.
            throw new Error(tutorTools ? PICTURES_BY_UPLOAD : PICTURES_BY_TUTOR);
          }}
        />
      </Box>
    </Stack>
  );
}

/**
 * The session's whiteboard (docs/whiteboard.md): shared live with the
 * other participant while in the room, read-only otherwise. It opens on
 * the board as kept with the session.
 */
export default function Whiteboard(props: WhiteboardProps) {
  const stored = useQuery({
    queryKey: ['sessions', 'whiteboard', props.sessionId],
    queryFn: () => fetchWhiteboard(props.sessionId),
    // Each opening takes the board as kept then, and keeps to it.
    staleTime: Infinity,
    gcTime: 0,
  });
  if (stored.isPending) return <Text>Loading...</Text>;
  if (stored.isError) {
    return <Text c="red">Error: {errorMessages(stored.error).join(', ')}</Text>;
  }
  return <Board {...props} stored={stored.data} />;
}
