import { Stack, Text } from '@mantine/core';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useAuth } from '../../../lib/auth/AuthContext';
import { useMathsSubject } from '../hooks/useMathsSubject';
import { Messages } from './Messages';

/** /student/messages: the student's messages about Maths. */
export function MessagesPage() {
  const studentId = useAuth().user?._id ?? '';
  const maths = useMathsSubject();

  function content() {
    if (maths.isPending) return <Text>Loading...</Text>;
    if (maths.isError) return <Text c="red">Error getting notes</Text>;
    if (!maths.data) return <Text c="dimmed">Messages open once there is Maths to practise.</Text>;
    return <Messages studentId={studentId} subjectId={maths.data} />;
  }

  return (
    <PageFrame title="Messages">
      <Stack mt="md">{content()}</Stack>
    </PageFrame>
  );
}
