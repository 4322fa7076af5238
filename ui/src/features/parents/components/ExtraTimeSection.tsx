import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ParentProfile, StudentSummary, TimeAllowance } from '../../../generated/api/schemas';
import { TIME_ALLOWANCE_LABELS, TIME_ALLOWANCES } from '../../../lib/rules/timeAllowance';
import { showError, showSuccess } from '../../../lib/toasts';
import { setTimeAllowance } from '../api/parentsApi';
import { PARENT_PROFILE_KEY } from '../hooks/useParentProfile';

const CHOICES = TIME_ALLOWANCES.map((allowance) => ({
  value: allowance,
  label: TIME_ALLOWANCE_LABELS[allowance],
}));

function ChildAllowance({ student }: { student: StudentSummary }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (allowance: TimeAllowance) => setTimeAllowance(student._id, allowance),
    onSuccess: (profile: ParentProfile) => {
      queryClient.setQueryData(PARENT_PROFILE_KEY, profile);
      showSuccess(`Saved: ${student.first_name}'s next game uses the new time`);
    },
    onError: showError,
  });
  return (
    <NativeSelect
      label={student.first_name}
      description={`@${student.username}`}
      data={CHOICES}
      value={save.isPending ? save.variables : student.time_allowance}
      onChange={(event) => {
        const allowance = TIME_ALLOWANCES.find((each) => each === event.currentTarget.value);
        if (allowance && allowance !== student.time_allowance) save.mutate(allowance);
      }}
      disabled={save.isPending}
      maw={320}
    />
  );
}

/**
 * Extra time in games, per child (docs/games.md, "Extra time"): for a
 * child who needs more time to read or to answer. The whole game slows
 * down with it, so the child's scores stay comparable with everyone's.
 */
export function ExtraTimeSection({ students }: { students: StudentSummary[] }) {
  if (students.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="extra-time-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="extra-time-title">
          Extra time in games
        </Title>
        <Text size="sm">
          A child who needs more time can have it: their games last longer, Pass opens later and the
          ghosts are slower, and points are counted so that their scores stay fair. The change
          applies from their next game.
        </Text>
        {students.map((student) => (
          <ChildAllowance key={student._id} student={student} />
        ))}
      </Stack>
    </Card>
  );
}
