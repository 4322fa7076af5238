import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useRoomSession } from '../hooks/useRoomSession';
import { SessionRoom } from './SessionRoom';

/** /student/session/:session_id: the child's video session with their tutor. */
export function StudentSessionPage() {
  const { session_id: sessionId = '' } = useParams();
  const { session, onStatus } = useRoomSession(sessionId);
  return (
    <PageFrame title="Session">
      <Stack mt="md">
        {typeof session === 'object' && (
          <Title order={2}>
            {session.subject.name} with {session.tutor.first_name}
          </Title>
        )}
        <SessionRoom session={session} side="student" onStatus={onStatus} />
      </Stack>
    </PageFrame>
  );
}
