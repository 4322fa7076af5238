import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { StudentSummary } from '../../../generated/api/schemas';
import { childNames } from '../../../lib/studentNames';
import { useLoginAsStudent } from '../hooks/useLoginAsStudent';

/**
 * One 'Login as {first name}' per child, so a parent can start them off,
 * with what `actions` adds beside each child. Two children with the same
 * first name are told apart (see childNames).
 */
export function StudentLoginButtons({
  students,
  actions,
}: {
  students: StudentSummary[];
  actions?: (student: StudentSummary) => ReactNode;
}) {
  const { loginAs, pendingId } = useLoginAsStudent();
  const names = childNames(students);

  return (
    <Stack gap="xs" component="section" aria-label="Your students">
      <Title order={2} size="h3">
        Your students
      </Title>
      {students.length === 0 ? (
        <Text c="dimmed">No students yet. Add your first child below.</Text>
      ) : (
        students.map((student) => (
          <Group key={student._id}>
            <Button
              variant="light"
              loading={pendingId === student._id}
              disabled={pendingId !== null && pendingId !== student._id}
              onClick={() => loginAs(student._id)}
            >
              Login as {names.get(student._id)}
            </Button>
            {actions?.(student)}
          </Group>
        ))
      )}
    </Stack>
  );
}
