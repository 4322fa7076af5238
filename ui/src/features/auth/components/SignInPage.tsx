import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { isSignInRole, type SignInRole } from '../../../lib/auth/roles';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const TITLES: Record<SignInRole, string> = {
  parent: 'Parent sign in',
  student: 'Student sign in',
  tutor: 'Tutor sign in',
  admin: 'Admin sign in',
};

/** Rendered for signed-out visitors only (see the route guard). */
export function SignInPage({ unknownRole }: { unknownRole: ReactNode }) {
  const { role } = useParams();
  const [search] = useSearchParams();
  if (!isSignInRole(role)) return unknownRole;
  // The staff sign-in stays hidden unless the link carries `?admin`.
  if (role === 'admin' && !search.has('admin')) {
    return <Navigate to="/select_account_type" replace />;
  }

  return (
    <PageFrame title={TITLES[role]}>
      <Stack maw={420} mx="auto" mt="md">
        <Paper withBorder p="lg" radius="md">
          <SignInForm key={role} role={role} />
        </Paper>
        {/*
          Sign-up always creates a parent account, so it is offered on the
          parent page only: students are created by their parent and tutors
          by an admin, and an account created from another page would have
          the wrong role.
        */}
        {role === 'parent' && (
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h4" mb="sm">
              New to Plytime? Create a parent account
            </Title>
            <SignUpForm />
          </Paper>
        )}
        <Divider />
        <Text ta="center" size="sm">
          Not you?{' '}
          <Anchor component={Link} to="/select_account_type">
            Switch user
          </Anchor>
        </Text>
      </Stack>
    </PageFrame>
  );
}
