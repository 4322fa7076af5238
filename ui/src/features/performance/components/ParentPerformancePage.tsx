import { Anchor, NativeSelect, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useParentPerformanceNavigation } from '../hooks/usePerformanceNavigation';
import { useParentStudents } from '../hooks/useParentStudents';
import { PerformanceTabs } from './PerformanceTabs';

/**
 * /parent/student_performance: pick one of the parent's students, then
 * the same tabs the student sees. The first student is shown until
 * another is picked.
 */
export function ParentPerformancePage() {
  const students = useParentStudents();
  const list = students.data ?? [];
  const { studentId, changeStudent, navigation } = useParentPerformanceNavigation(
    list.map((student) => student._id),
  );
  const shown = list.find((student) => student._id === studentId);

  function content() {
    if (students.isPending) return <Text>Loading...</Text>;
    if (students.isError) return <Text c="red">Your students could not be loaded just now.</Text>;
    if (!shown) {
      return (
        <Text>
          No students yet. Add one on your{' '}
          <Anchor component={Link} to="/parent">
            home page
          </Anchor>
          .
        </Text>
      );
    }
    return (
      <>
        <NativeSelect
          label="Student"
          value={shown._id}
          onChange={(event) => changeStudent(event.currentTarget.value)}
          data={list.map((student) => ({ value: student._id, label: student.first_name }))}
          maw={320}
        />
        <PerformanceTabs key={shown._id} studentId={shown._id} navigation={navigation} />
      </>
    );
  }

  return (
    <PageFrame title="Student performance" fullWidth>
      <Stack mt="md">{content()}</Stack>
    </PageFrame>
  );
}
