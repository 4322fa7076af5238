import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';

import { errorMessages } from '../../../lib/api/apiError';
import { openSessionInBrowser } from '../../../lib/desktop/browser';
import { useKiosk } from '../../../lib/desktop/kiosk';
import { createHandoff } from '../api/roomApi';

export const IN_THE_BROWSER =
  'Video calls cannot run inside this app on this computer, so the session opens in your web browser, already signed in for it.';
export const NOT_IN_KIOSK =
  'Video calls cannot run inside this app on this computer. Please ask an adult to open the session in a web browser (Chrome, Firefox or Safari).';

/**
 * The desktop app's way into a call (docs/live-sessions.md): the session
 * opens in the computer's web browser with a one-time sign-in for it.
 * A kiosk stays shut: the child cannot be taken out of it.
 */
export function OpenInBrowser({ sessionId }: { sessionId: string }) {
  const kiosk = useKiosk();
  const open = useMutation({
    mutationFn: async () => {
      const handoff = await createHandoff(sessionId);
      await openSessionInBrowser(sessionId, handoff.code);
    },
  });
  if (kiosk) return <Text c="dimmed">{NOT_IN_KIOSK}</Text>;
  return (
    <Stack align="flex-start">
      <Text>{IN_THE_BROWSER}</Text>
      <Button size="lg" color="green" loading={open.isPending} onClick={() => open.mutate()}>
        Open in your web browser
      </Button>
      {open.isSuccess && (
        <Text data-testid="opened-in-browser">The session is open in your web browser.</Text>
      )}
      {open.isError && (
        <Alert color="red" role="alert">
          Error: {errorMessages(open.error).join(', ')}
        </Alert>
      )}
    </Stack>
  );
}
