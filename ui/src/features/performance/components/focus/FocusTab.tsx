import { Stack, Text } from '@mantine/core';

import type { PerformanceNode } from '../../../../generated/PerformanceNode';
import { useAuth } from '../../../../lib/auth/AuthContext';
import { useCurrentStats } from '../../hooks/useCurrentStats';
import { useMixEditor } from '../../hooks/useMixEditor';
import { abilitiesOf } from '../../rules/abilities';
import { NO_PERFORMANCE } from '../../texts';
import { FocusTree } from './FocusTree';
import { MixControls } from './MixControls';

function FocusWithMixes({
  studentId,
  subjects,
}: {
  studentId: string;
  subjects: PerformanceNode[];
}) {
  const editor = useMixEditor(studentId, subjects);
  return (
    <Stack>
      <MixControls editor={editor} />
      <FocusTree subjects={subjects} mix={editor} />
    </Stack>
  );
}

/** The student's scores through the content, with mix editing for tutors. */
export function FocusTab({ studentId }: { studentId: string }) {
  const stats = useCurrentStats(studentId);
  const { editMixes } = abilitiesOf(useAuth().user?.role);
  if (stats.isPending) return <Text>Loading...</Text>;
  if (stats.isError || stats.data.length === 0) return <Text c="dimmed">{NO_PERFORMANCE}</Text>;
  return editMixes ? (
    <FocusWithMixes studentId={studentId} subjects={stats.data} />
  ) : (
    <FocusTree subjects={stats.data} mix={null} />
  );
}
