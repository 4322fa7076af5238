import { Group, Text, Title } from '@mantine/core';

import { useSessionStudent } from '../hooks/useSessionStudent';

/**
 * The student's name and school year, at the top of the tutor's review of
 * them. Nothing shows until the sessions have named them.
 */
export function SessionStudentHeading({ studentId }: { studentId: string }) {
  const student = useSessionStudent(studentId).data;
  if (!student) return null;
  return (
    <Group gap="md" align="baseline">
      <Title order={2}>{student.name}</Title>
      <Text size="lg" c="dimmed">
        Year {student.school_year}
      </Text>
    </Group>
  );
}
