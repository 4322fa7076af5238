import { Alert, Text } from '@mantine/core';

import { toApiError } from '../../../lib/api/apiError';

/**
 * What a screen shows until its data is there: Loading..., or the server's
 * refusal, such as the 403 an admin who is not the lead gets.
 */
export function QueryState({ error }: { error: unknown }) {
  if (error) {
    return (
      <Alert color="red" role="alert">
        {toApiError(error).message}
      </Alert>
    );
  }
  return <Text c="dimmed">Loading...</Text>;
}
