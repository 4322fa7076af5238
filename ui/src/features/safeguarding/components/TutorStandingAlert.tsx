import { Alert, Stack } from '@mantine/core';

import { useOwnStanding } from '../hooks/useOwnStanding';
import { standingNotices } from '../rules/tutorStanding';

/**
 * On the tutor's home: a suspension, or a DBS check that is not current or
 * lapses soon, each saying what it means for their sessions. A profile
 * that cannot be read shows nothing here; the sessions below say so.
 */
export function TutorStandingAlert() {
  const tutor = useOwnStanding();
  const notices = tutor.data ? standingNotices(tutor.data) : [];
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs">
      {notices.map((notice) => (
        <Alert key={notice.text} color={notice.colour} role="status">
          {notice.text}
        </Alert>
      ))}
    </Stack>
  );
}
