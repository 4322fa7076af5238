import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import * as parents from '../../generated/api/operations/parents';
import { call } from '../../lib/api/client';
import { counted } from '../../lib/plural';

/**
 * What a parent is told about recordings before their first paid session
 * and on their profile (docs/recordings.md): that sessions are recorded,
 * for how long, who may watch, and that they may object.
 */
export function RecordingPolicy({ retentionDays }: { retentionDays: number }) {
  return (
    <Text size="sm">
      Tutoring sessions are recorded for your child&apos;s safety. A recording is kept for{' '}
      {counted(retentionDays, 'day')} (longer only while a concern about that session is looked
      into). Only you and our safeguarding lead can watch it, and you can see who has; tutors
      cannot. You can ask us not to record your child&apos;s sessions on your Profile page.
    </Text>
  );
}

/** The notice where the parent's profile is not at hand (before Pay): it asks for it. */
export function ParentRecordingPolicy() {
  const retention = useQuery({
    queryKey: ['parent', 'recording-retention'],
    queryFn: async () => (await call(parents.getParent)).recording_retention_days,
  });
  return retention.data ? <RecordingPolicy retentionDays={retention.data} /> : null;
}
