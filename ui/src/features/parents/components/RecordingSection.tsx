import { Card, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { RecordingPolicy } from '../../../components/safety/RecordingPolicy';
import type { ParentProfile, StudentSummary } from '../../../generated/api/schemas';
import { formatLongDayTime } from '../../../lib/dates';
import { showError, showSuccess } from '../../../lib/toasts';
import { setRecording } from '../api/parentsApi';
import { PARENT_PROFILE_KEY } from '../hooks/useParentProfile';

function ChildRecording({ student }: { student: StudentSummary }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (recorded: boolean) => setRecording(student._id, recorded),
    onSuccess: (profile: ParentProfile, recorded) => {
      queryClient.setQueryData(PARENT_PROFILE_KEY, profile);
      showSuccess(
        recorded
          ? `${student.first_name}'s sessions are recorded from the next one`
          : `${student.first_name}'s sessions are not recorded from the next one`,
      );
    },
    onError: showError,
  });
  const recorded = save.isPending ? save.variables : student.recorded;
  return (
    <Switch
      label={`Record ${student.first_name}'s sessions`}
      description={
        student.recording_objected_at
          ? `You asked us not to record them on ${formatLongDayTime(new Date(student.recording_objected_at))}`
          : 'Recorded for safety'
      }
      checked={recorded}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}

/** The parent's choice, per child, about session recordings (docs/recordings.md). */
export function RecordingSection({ profile }: { profile: ParentProfile }) {
  if (profile.students.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="recording-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recording-title">
          Session recordings
        </Title>
        <RecordingPolicy retentionDays={profile.recording_retention_days} />
        {profile.students.map((student) => (
          <ChildRecording key={student._id} student={student} />
        ))}
      </Stack>
    </Card>
  );
}
