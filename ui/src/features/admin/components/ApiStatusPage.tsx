import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { PageFrame } from '../../../components/frame/PageFrame';
import { logError } from '../../../lib/remoteLog';
import { fetchApiStatus } from '../api/adminApi';

export const NO_ANSWER = 'No answer from the API';

/** /admin/api_status: the message the API root returns, read again on Refresh. */
export function ApiStatusPage() {
  const status = useQuery({ queryKey: ['api_status'], queryFn: fetchApiStatus, retry: false });

  // API status failures are only logged (docs/screens.md): no error text.
  useEffect(() => {
    if (status.error) logError(status.error);
  }, [status.error]);

  return (
    <PageFrame title="API status">
      <Stack mt="md">
        <Paper withBorder p="md" component="section" aria-label="API status message">
          <Text c={status.data ? undefined : 'dimmed'}>
            {status.isPending ? 'Loading...' : (status.data?.message ?? NO_ANSWER)}
          </Text>
        </Paper>
        <Group>
          <Button
            variant="default"
            loading={status.isFetching}
            onClick={() => void status.refetch()}
          >
            Refresh
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
