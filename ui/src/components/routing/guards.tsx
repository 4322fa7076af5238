import { List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import type { Role } from '../../generated/api/schemas';
import { useAuth } from '../../lib/auth/AuthContext';
import { fallbackPath } from '../../lib/auth/fallback';
import { homeRoute } from '../../lib/auth/roles';
import { PageFrame } from '../frame/PageFrame';

export const CHANGE_PASSWORD_ROUTE = '/change_password';

function Loading() {
  return (
    <PageFrame>
      <Text>Loading</Text>
    </PageFrame>
  );
}

export function NotAuthorised() {
  return (
    <PageFrame>
      <Stack>
        <Text fw={700}>You are not authorised to see this page</Text>
        <List>
          <List.Item>Wait a moment and refresh the page once.</List.Item>
          <List.Item>
            If you have several accounts, log out and log in again with another account.
          </List.Item>
          <List.Item>Or click Home.</List.Item>
        </List>
      </Stack>
    </PageFrame>
  );
}

/**
 * Shows `children` only to the roles listed (TEST may open every such
 * page). Someone not signed in is sent where the fallback sends them; a
 * one-time password must be replaced before anything else.
 */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <Loading />;
  if (!auth.user) return <Navigate to={fallbackPath(auth)} replace />;
  if (auth.user.mustChangePassword) return <Navigate to={CHANGE_PASSWORD_ROUTE} replace />;
  if (auth.user.role !== 'TEST' && !roles.includes(auth.user.role)) return <NotAuthorised />;
  return children;
}

/** Sign-in pages: a signed-in user goes home instead. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <Loading />;
  if (auth.user) return <Navigate to={homeRoute(auth.user.role)} replace />;
  return children;
}

/** Pages for any signed-in user, whatever the role. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <Loading />;
  if (!auth.user) return <Navigate to={fallbackPath(auth)} replace />;
  return children;
}

/** Any path without a route of its own. */
export function Fallback() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <Loading />;
  const target = fallbackPath(auth);
  // Never redirect to the page we are on (a loop would blank the screen).
  return target === location.pathname ? null : <Navigate to={target} replace />;
}
