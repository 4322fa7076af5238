import { Paper, Stack, Text } from '@mantine/core';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useAuth } from '../../../lib/auth/AuthContext';
import { hasNoTutor } from '../../../lib/auth/plan';
import { useMathsSubject } from '../hooks/useMathsSubject';
import { Messages } from './Messages';

/**
 * The Children's Code asks that a child can see when a parent oversees
 * them; a parent can read these messages (docs/authorization.md, "A
 * child's messages and their parent"), so the page says so at the top.
 */
export const PARENT_CAN_READ = 'Your parent can read these messages';

/** Whom a child's message goes to before their tutor has written. */
export const YOUR_TUTOR = 'your tutor';

/**
 * Said instead of the box to write in when the child's plan has no tutor:
 * nobody would read the message, and the server refuses it.
 */
export const NO_TUTOR_TO_WRITE =
  'Your plan has no tutor to write to. A parent can choose a plan with tutor sessions in their Plytime account.';

/**
 * /student/messages: the student's messages about Maths. On a plan without
 * a tutor the messages kept from before can still be read.
 */
export function MessagesPage() {
  const user = useAuth().user;
  const studentId = user?._id ?? '';
  const maths = useMathsSubject();

  function content() {
    if (maths.isPending) return <Text>Loading...</Text>;
    if (maths.isError) return <Text c="red">Error getting notes</Text>;
    if (!maths.data) return <Text c="dimmed">Messages open once there is Maths to practise.</Text>;
    if (hasNoTutor(user)) {
      return (
        <Messages studentId={studentId} subjectId={maths.data} readOnlyNotice={NO_TUTOR_TO_WRITE} />
      );
    }
    return <Messages studentId={studentId} subjectId={maths.data} defaultRecipient={YOUR_TUTOR} />;
  }

  return (
    <PageFrame title="Messages">
      <Stack mt="md">
        <Paper withBorder p="sm" bg="blue.0">
          <Text fw={600}>{PARENT_CAN_READ}</Text>
        </Paper>
        {content()}
      </Stack>
    </PageFrame>
  );
}
