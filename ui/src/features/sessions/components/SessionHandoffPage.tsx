import { Alert, Container, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { errorMessages } from '../../../lib/api/apiError';
import { useAuthStore } from '../../../lib/auth/AuthContext';
import { sessionPathFor } from '../paths';

/** The code and session the desktop app put after the `#`, which no server log sees. */
function handoffFromAddress(): { code: string; sessionId: string } | null {
  const fields = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const code = fields.get('code');
  const sessionId = fields.get('session');
  return code && sessionId ? { code, sessionId } : null;
}

/**
 * /session_handoff: the desktop app opens a session here, in the web
 * browser, with a one-time code. The code signs the browser in for that
 * session only, then the session page takes over.
 */
export function SessionHandoffPage() {
  const store = useAuthStore();
  const navigate = useNavigate();
  const [handoff] = useState(handoffFromAddress);
  const [problem, setProblem] = useState<string | null>(
    handoff ? null : 'This link is incomplete. Open the session from the Plytime app again.',
  );

  // A code works once: never send it twice (React runs effects twice in development).
  const sent = useRef(false);
  useEffect(() => {
    if (!handoff || sent.current) return;
    sent.current = true;
    store
      .redeemHandoff(handoff.code)
      .then((user) => {
        if (user) navigate(sessionPathFor(user.role, handoff.sessionId), { replace: true });
      })
      .catch((error: unknown) => setProblem(errorMessages(error).join(', ')));
  }, [handoff, navigate, store]);

  return (
    <Container size="sm" mt="xl">
      {problem ? (
        <Alert color="red" role="alert" title="Could not open the session">
          {problem}
        </Alert>
      ) : (
        <Stack align="center">
          <Loader />
          <Text>Opening your session…</Text>
        </Stack>
      )}
    </Container>
  );
}
