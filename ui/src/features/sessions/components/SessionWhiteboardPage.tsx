import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { errorMessages } from '../../../lib/api/apiError';
import { formatLondonDayTime } from '../../../lib/londonTime';
import { fetchSession } from '../api/roomApi';
import { KeptChat } from '../room/chat/KeptChat';
import { LazyWhiteboard } from '../room/whiteboard/LazyWhiteboard';

/**
 * /whiteboard/:session_id: a session's whiteboard as it was left, for its
 * student and tutor, the child's parent and admins (docs/whiteboard.md),
 * with the chat of its room.
 */
export function SessionWhiteboardPage() {
  const { session_id: sessionId = '' } = useParams();
  const session = useQuery({
    queryKey: ['sessions', 'one', sessionId],
    queryFn: () => fetchSession(sessionId),
  });
  function content() {
    if (session.isPending) return <Text>Loading...</Text>;
    if (session.isError)
      return <Text c="red">Error: {errorMessages(session.error).join(', ')}</Text>;
    const { data } = session;
    return (
      <>
        <Title order={2}>
          {data.subject.name}: {data.student.first_name} with {data.tutor.first_name},{' '}
          {formatLondonDayTime(new Date(data.session_date_time))}
        </Title>
        <LazyWhiteboard sessionId={data._id} channel={null} otherName={data.tutor.first_name} />
        <KeptChat sessionId={data._id} />
      </>
    );
  }
  return (
    <PageFrame title="Whiteboard" fullWidth>
      <Stack mt="md">{content()}</Stack>
    </PageFrame>
  );
}
