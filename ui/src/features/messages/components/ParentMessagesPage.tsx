import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { fetchParentStudents } from '../../../lib/parentStudents';
import { messageKeys } from '../hooks/queryKeys';
import { Messages } from './Messages';

/** The line a parent reads above their child's messages. */
export function parentReadOnlyNotice(childName: string): string {
  return `You can read ${childName}'s messages with their tutor. Only ${childName} and the tutor write here.`;
}

/**
 * /parent/student/:student_id/messages/:subject_id: a parent reads one of
 * their children's messages with the tutor, without writing. The Children's
 * Code asks for a parent's oversight, but the conversation stays the
 * child's and the tutor's (docs/authorization.md, "A child's messages and
 * their parent"); the server holds the same line.
 */
export function ParentMessagesPage() {
  const { student_id: studentId = '', subject_id: subjectId = '' } = useParams();
  const students = useQuery({
    queryKey: messageKeys.parentStudents,
    queryFn: fetchParentStudents,
  });
  const child = students.data?.find((student) => student._id === studentId);

  function content() {
    if (students.isPending) return <Text>Loading...</Text>;
    if (students.isError) return <Text c="red">Your students could not be loaded just now.</Text>;
    if (!child) {
      return (
        <Text>
          This is not one of your students. Go back to your{' '}
          <Anchor component={Link} to="/parent">
            home page
          </Anchor>
          .
        </Text>
      );
    }
    return (
      <Messages
        studentId={child._id}
        subjectId={subjectId}
        readOnlyNotice={parentReadOnlyNotice(child.first_name)}
      />
    );
  }

  return (
    <PageFrame title={child ? `${child.first_name}'s messages` : 'Messages'}>
      <Stack mt="md">{content()}</Stack>
    </PageFrame>
  );
}
