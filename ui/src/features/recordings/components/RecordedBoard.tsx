import { Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

import { errorMessages } from '../../../lib/api/apiError';
import { fetchBoardAt } from '../api/recordingsApi';

// The drawing component is large: it loads with the first board to show.
const BoardReplay = lazy(() => import('../../../components/whiteboard/BoardReplay'));

/** The board is shown as it was at the start of each stretch this long. */
export const BOARD_STEP_MS = 5_000;

/** The moment of the board to show for a playing position (seconds). */
export function boardMoment(seconds: number): number {
  return Math.max(0, Math.floor((seconds * 1000) / BOARD_STEP_MS) * BOARD_STEP_MS);
}

/**
 * The whiteboard beside a recording, as it was at `atMs` into it
 * (docs/recordings.md, "The whiteboard beside the video"). The board
 * shown stays until the next one has come, so it does not flicker.
 */
export function RecordedBoard({ recordingId, atMs }: { recordingId: string; atMs: number }) {
  const board = useQuery({
    queryKey: ['recording-board', recordingId, atMs],
    queryFn: () => fetchBoardAt(recordingId, atMs),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  return (
    <Stack gap="xs" component="section" aria-label="Whiteboard">
      <Title order={3} size="h5">
        The whiteboard at this moment
      </Title>
      {board.isError && <Text c="red">Error: {errorMessages(board.error).join(', ')}</Text>}
      {board.data &&
        (board.data.elements.length === 0 ? (
          <Text c="dimmed">Nothing was on the whiteboard yet.</Text>
        ) : (
          <Suspense fallback={<Text>Loading the whiteboard...</Text>}>
            <BoardReplay scene={board.data} height={360} />
          </Suspense>
        ))}
    </Stack>
  );
}
