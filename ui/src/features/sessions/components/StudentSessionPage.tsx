import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { ReportConcernButton } from '../../concerns';
import { useRoomSession } from '../hooks/useRoomSession';
import type { SessionChannel } from '../room/sessionChannel';
import { LazyWhiteboard } from '../room/whiteboard/LazyWhiteboard';
import { SessionRoom } from './SessionRoom';

/**
 * /student/session/:session_id: the child's video session with their
 * tutor, the whiteboard they share first and the call docked beside it
 * (the board is read-only once it is over). During and after it the
 * child can tell us if something in it worried them.
 */
export function StudentSessionPage() {
  const { session_id: sessionId = '' } = useParams();
  const { session, status, onStatus } = useRoomSession(sessionId);
  const [channel, setChannel] = useState<SessionChannel | null>(null);
  const showBoard = channel !== null || status === 'FINISHED';
  const loaded = typeof session === 'object' ? session : null;
  return (
    <PageFrame title="Session" fullWidth>
      <Stack mt="md">
        {loaded && (
          <Group justify="space-between" align="baseline">
            <Title order={2}>
              {loaded.subject.name} with {loaded.tutor.first_name}
            </Title>
            <ReportConcernButton sessionId={loaded._id} />
          </Group>
        )}
        <SessionRoom
          session={session}
          side="student"
          onStatus={onStatus}
          onChannel={setChannel}
          board={
            loaded &&
            showBoard && (
              <LazyWhiteboard
                sessionId={loaded._id}
                channel={channel}
                otherName={loaded.tutor.first_name}
              />
            )
          }
        />
      </Stack>
    </PageFrame>
  );
}
