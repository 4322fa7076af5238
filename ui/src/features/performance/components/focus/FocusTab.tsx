import { Stack, Text } from '@mantine/core';

import type { PerformanceNode } from '../../../../generated/api/schemas';
import { useAuth } from '../../../../lib/auth/AuthContext';
import { useCurrentStats } from '../../hooks/useCurrentStats';
import { useMixEditor } from '../../hooks/useMixEditor';
import { abilitiesOf } from '../../rules/abilities';
import { hasPerformance } from '../../rules/plainLevel';
import { NO_PERFORMANCE } from '../../texts';
import { FocusLegend } from './FocusLegend';
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
      <FocusLegend />
      <FocusTree subjects={subjects} mix={editor} showCodes />
    </Stack>
  );
}

/**
 * The student's scores through the content, with mix editing for tutors.
 * A child who never answered has only the content's starting levels, so
 * there is no performance to show; a tutor still gets the tree, to make
 * the child's first mixes from it.
 */
export function FocusTab({ studentId }: { studentId: string }) {
  const stats = useCurrentStats(studentId);
  const { editMixes, showCodes } = abilitiesOf(useAuth().user?.role);
  if (stats.isPending) return <Text>Loading...</Text>;
  if (stats.isError || stats.data.length === 0) return <Text c="dimmed">{NO_PERFORMANCE}</Text>;
  const empty = !hasPerformance(stats.data);
  if (editMixes) {
    return (
      <Stack>
        {empty && <Text c="dimmed">{NO_PERFORMANCE}</Text>}
        <FocusWithMixes studentId={studentId} subjects={stats.data} />
      </Stack>
    );
  }
  if (empty) return <Text c="dimmed">{NO_PERFORMANCE}</Text>;
  return (
    <Stack>
      <FocusLegend />
      <FocusTree subjects={stats.data} mix={null} showCodes={showCodes} />
    </Stack>
  );
}
