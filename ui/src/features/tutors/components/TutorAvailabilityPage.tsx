import { Stack } from '@mantine/core';

import { AvailabilityEditor } from '../../../components/availability/AvailabilityEditor';
import { PageFrame } from '../../../components/frame/PageFrame';
import { useAuth } from '../../../lib/auth/AuthContext';

/** /tutor/availability: the signed-in tutor's own week. */
export function TutorAvailabilityPage() {
  const { user } = useAuth();

  return (
    <PageFrame title="Availability">
      <Stack mt="md">{user && <AvailabilityEditor tutorId={user._id} />}</Stack>
    </PageFrame>
  );
}
