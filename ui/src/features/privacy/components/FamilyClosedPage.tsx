import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { Fallback } from '../../../components/routing/guards';
import { useAuth, useAuthStore } from '../../../lib/auth/AuthContext';
import { signInRoute } from '../../../lib/auth/roles';
import { keptFrom } from '../familyClosedState';
import { KeptList } from './KeptList';

/**
 * The last page a parent sees of a closed account, open to anyone since
 * they are signed out here. Only the closing itself leads here, with
 * what is kept in the router's state; opened any other way it is not
 * true, so the visitor goes where any unknown page sends them.
 */
export function FamilyClosedPage() {
  const kept = keptFrom(useLocation().state);
  const store = useAuthStore();
  const signedIn = useAuth().user !== null;
  const closing = kept !== null;

  // The closing leads here still signed in (see useCloseOwnFamily); the
  // server has ended the family's sign-ins, so this one ends too. The
  // sign-out's own call to the server may fail and is ignored by the store.
  useEffect(() => {
    if (closing && signedIn) void store.signOut();
  }, [closing, signedIn, store]);

  if (kept === null) return <Fallback />;

  return (
    <PageFrame title="Account closed">
      <Paper
        withBorder
        p="lg"
        radius="md"
        maw={560}
        mx="auto"
        mt="md"
        component="section"
        aria-label="Account closed"
      >
        <Stack>
          <Title order={2} size="h3">
            Your family&apos;s account is closed
          </Title>
          <KeptList kept={kept} />
          <Text>We have sent you an e-mail to confirm it.</Text>
          <Button component={Link} to={signInRoute('parent')} variant="light">
            Go to the sign-in page
          </Button>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
