import { Alert, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { RecordingView } from '../../../generated/api/schemas';
import { errorMessages } from '../../../lib/api/apiError';
import { formatLongDayTime } from '../../../lib/dates';
import { isTauri } from '../../../lib/platform';
import { listViews, openPlayback } from '../api/recordingsApi';
import { boardMoment, RecordedBoard } from './RecordedBoard';

export const WHO_MAY_WATCH =
  "Recordings are kept for the child's safety. Only the child's parent and the safeguarding lead can watch them, and every viewing is listed below.";
export const WATCH_IN_A_BROWSER =
  'Recordings play in a web browser: sign in to Plytime in your browser to watch this one.';

/** A safeguarding lead signs in as an admin; nobody else may watch. */
const viewerLabel = (view: RecordingView) =>
  view.viewer_role === 'PARENT' ? 'Parent' : 'Safeguarding lead';

/**
 * A session's recording in a dialog: opening it is a playback, noted on
 * the server, whose pass the video element streams with; beside it, the
 * whiteboard as it was at the moment playing, and below, who has watched
 * the recording (docs/recordings.md). The desktop app's
 * webview may only load its own files, so there it says to use a browser.
 */
export function RecordingPlayer({
  recordingId,
  onClose,
}: {
  recordingId: string;
  onClose: () => void;
}) {
  const desktop = isTauri();
  const [boardAt, setBoardAt] = useState(0);
  // Each opening is a playback of its own: nothing is kept once closed.
  const playback = useQuery({
    queryKey: ['recording-playback', recordingId],
    queryFn: () => openPlayback(recordingId),
    enabled: !desktop,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const views = useQuery({
    queryKey: ['recording-views', recordingId],
    queryFn: () => listViews(recordingId),
    enabled: desktop || playback.isSuccess,
    gcTime: 0,
  });
  const failure = playback.error ?? views.error;

  return (
    <Modal opened onClose={onClose} title="Session recording" size="100%">
      <Stack>
        <Text size="sm">{WHO_MAY_WATCH}</Text>
        {desktop && <Text>{WATCH_IN_A_BROWSER}</Text>}
        {playback.data && (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a recorded call: nothing transcribes it. */}
            <video
              src={playback.data.url}
              controls
              preload="metadata"
              aria-label="Session recording"
              onTimeUpdate={(event) => setBoardAt(boardMoment(event.currentTarget.currentTime))}
              style={{ width: '100%', background: 'black' }}
            />
            <RecordedBoard recordingId={recordingId} atMs={boardAt} />
          </SimpleGrid>
        )}
        {failure && (
          <Alert color="red" role="alert">
            Error: {errorMessages(failure).join(', ')}
          </Alert>
        )}
        {views.data && <WhoWatched views={views.data} />}
      </Stack>
    </Modal>
  );
}

function WhoWatched({ views }: { views: RecordingView[] }) {
  return (
    <Stack gap="xs" component="section" aria-label="Who watched">
      <Title order={3} size="h5">
        Who watched
      </Title>
      {views.length === 0 ? (
        <Text c="dimmed">Nobody has watched this recording.</Text>
      ) : (
        <Table aria-label="Who watched" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Who</Table.Th>
              <Table.Th>As</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>From</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {views.map((view) => (
              <Table.Tr key={view._id}>
                <Table.Td>{view.viewer_name}</Table.Td>
                <Table.Td>{viewerLabel(view)}</Table.Td>
                <Table.Td>{formatLongDayTime(new Date(view.viewed_at))}</Table.Td>
                <Table.Td>{view.address}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
