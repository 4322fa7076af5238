import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useAuth } from '../../lib/auth/AuthContext';
import { homeRoute } from '../../lib/auth/roles';
import { PageFrame } from '../frame/PageFrame';

export const LEAD_ONLY_TEXT = 'Only the safeguarding lead can see this page';

/** What an admin who is not a safeguarding lead sees in place of the page. */
function LeadOnly() {
  const { user } = useAuth();
  return (
    <PageFrame>
      <Stack mt="md" align="flex-start">
        <Text fw={700}>{LEAD_ONLY_TEXT}</Text>
        <Text>
          Concerns and flagged messages are read by the safeguarding lead only. If you should be
          one, ask whoever runs Plytime to give your account that right.
        </Text>
        <Button component={Link} to={homeRoute(user?.role ?? 'ADMIN')}>
          Go Back
        </Button>
      </Stack>
    </PageFrame>
  );
}

/**
 * The safeguarding lead's pages: among admins, only those with the right
 * (the server refuses everyone else's calls too). Put it inside
 * RequireRole, which has already waited for sign-in; TEST passes, as it
 * does every role check.
 */
export function RequireSafeguardingLead({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.role === 'TEST' || user?.safeguardingLead) return children;
  return <LeadOnly />;
}
