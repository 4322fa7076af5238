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
 * tutor, and the whiteboard they share (read-only once it is over). During
 * and after it the child can tell us if something in it worried them.
 */
export function StudentSessionPage() {
  const { session_id: sessionId = '' } = useParams();
  const { session, status, onStatus } = useRoomSession(sessionId);
  const [channel, setChannel] = useState<SessionChannel | null>(null);
  const showBoard = channel !== null || status === 'FINISHED';
  return (
    <PageFrame title="Session">
      <Stack mt="md">
        {typeof session === 'object' && (
          <Group justify="space-between" align="baseline">
            <Title order={2}>
              {session.subject.name} with {session.tutor.first_name}
            </Title>
            <ReportConcernButton sessionId={session._id} />
          </Group>
        )}
        <SessionRoom session={session} side="student" onStatus={onStatus} onChannel={setChannel} />
        {typeof session === 'object' && showBoard && (
          <Stack gap="xs">
            <Title order={3}>Whiteboard</Title>
            <LazyWhiteboard
              sessionId={session._id}
              channel={channel}
              otherName={session.tutor.first_name}
            />
          </Stack>
        )}
      </Stack>
    </PageFrame>
  );
}
