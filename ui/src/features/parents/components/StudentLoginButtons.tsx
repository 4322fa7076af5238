import { Button, Group, Stack, Text, Title } from '@mantine/core';

import type { StudentSummary } from '../../../generated/StudentSummary';
import { useLoginAsStudent } from '../hooks/useLoginAsStudent';

/** One 'Login as {first name}' per child, so a parent can start them off. */
export function StudentLoginButtons({ students }: { students: StudentSummary[] }) {
  const { loginAs, pendingId } = useLoginAsStudent();

  return (
    <Stack gap="xs" component="section" aria-label="Your students">
      <Title order={2} size="h3">
        Your students
      </Title>
      {students.length === 0 ? (
        <Text c="dimmed">No students yet. Add your first child below.</Text>
      ) : (
        <Group>
          {students.map((student) => (
            <Button
              key={student._id}
              variant="light"
              loading={pendingId === student._id}
              disabled={pendingId !== null && pendingId !== student._id}
              onClick={() => loginAs(student._id)}
            >
              Login as {student.first_name}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
