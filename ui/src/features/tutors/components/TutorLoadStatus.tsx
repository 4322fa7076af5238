import { Text } from '@mantine/core';

import { errorMessages } from '../../../lib/api/apiError';

/** What stands in for a tutor's profile until it has loaded: 'No such tutor' when missing. */
export function TutorLoadStatus({ error }: { error: unknown }) {
  if (!error) return <Text c="dimmed">Loading...</Text>;
  return <Text c="red">{errorMessages(error).join(', ')}</Text>;
}
