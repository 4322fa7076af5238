import { Text } from '@mantine/core';

import { errorMessages } from '../../../lib/api/apiError';

/** What stands in for the profile until it has loaded, or why it did not. */
export function ProfileLoadStatus({ error }: { error: unknown }) {
  if (error) return <Text c="red">Error: {errorMessages(error).join(', ')}</Text>;
  return <Text>Loading</Text>;
}
