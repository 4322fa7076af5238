import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useAuth } from '../../lib/auth/AuthContext';
import { ASK_A_PARENT_FOR_A_PLAN, hasNoPlan } from '../../lib/auth/plan';
import { homeRoute } from '../../lib/auth/roles';
import { PageFrame } from '../frame/PageFrame';

export const UPGRADE_TEXT = 'Upgrade to a PLYTIME Learning Subscription to view this page';

/**
 * The separate view for a subscription level too low for the page: the
 * spec's words, then what a child can do about it, since a child cannot
 * buy a plan themselves.
 */
export function UpgradeView() {
  return (
    <PageFrame>
      <Stack mt="md" align="flex-start">
        <Text fw={700}>{UPGRADE_TEXT}</Text>
        <Text>{ASK_A_PARENT_FOR_A_PLAN}</Text>
        <Button component={Link} to={homeRoute('STUDENT')}>
          Go Back
        </Button>
      </Stack>
    </PageFrame>
  );
}

/**
 * Student pages beyond home, the game and diagnostics need at least the
 * platform-only level. Put it inside RequireRole, which has already
 * waited for sign-in. Other roles (a parent, an admin or TEST looking at
 * a student page) pass; a level the server did not send is not held
 * against the student, since the server checks the level again anyway.
 */
export function RequireSubscription({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (hasNoPlan(user)) return <UpgradeView />;
  return children;
}
