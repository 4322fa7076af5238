import { Anchor, NativeSelect, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { childNames } from '../../../lib/studentNames';
import { useParentPerformanceNavigation } from '../hooks/usePerformanceNavigation';
import { useParentStudents } from '../hooks/useParentStudents';
import { PerformanceTabs } from './PerformanceTabs';
import { PlainSummary } from './summary/PlainSummary';

/**
 * /parent/student_performance: pick one of the parent's students, read
 * where they stand in plain words, then the same tabs the student sees.
 * The first student is shown until another is picked.
 */
export function ParentPerformancePage() {
  const students = useParentStudents();
  const list = students.data ?? [];
  const { studentId, changeStudent, navigation } = useParentPerformanceNavigation(
    list.map((student) => student._id),
  );
  const shown = list.find((student) => student._id === studentId);
  const names = childNames(list);

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
          data={list.map((student) => ({
            value: student._id,
            label: names.get(student._id) ?? '',
          }))}
          maw={320}
        />
        <PlainSummary key={`summary-${shown._id}`} studentId={shown._id} child={shown} />
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
