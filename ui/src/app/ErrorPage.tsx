import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

import { Logo } from '../components/frame/Logo';
import { useAuth } from '../lib/auth/AuthContext';
import { fallbackPath } from '../lib/auth/fallback';
import {
  isMissingCodeError,
  mayReloadForNewVersion,
  reloadForNewVersion,
} from '../lib/newVersionReload';

function reloadPage() {
  window.location.reload();
}

export interface ErrorPageProps {
  /** What the failed screen threw. */
  error: unknown;
  /** How to load the page again (tests pass their own). */
  reload?: () => void;
}

/**
 * Shown instead of a screen that failed, in words a child or parent can
 * act on. When the failure is code that a new version of the app removed,
 * the page reloads by itself, once.
 */
export function ErrorPage({ error, reload = reloadPage }: ErrorPageProps) {
  const auth = useAuth();
  const [reloading] = useState(() => isMissingCodeError(error) && mayReloadForNewVersion());

  useEffect(() => {
    console.error(error);
  }, [error]);

  useEffect(() => {
    if (reloading) reloadForNewVersion(reload);
  }, [reloading, reload]);

  if (reloading) {
    return (
      <Center mih="100vh" p="md">
        <Text>Loading the new version of Plytime...</Text>
      </Center>
    );
  }

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="md" p="lg" maw={480} w="100%" role="alert">
        <Stack>
          <Logo />
          <Title order={1} size="h2">
            Oops! Something went wrong
          </Title>
          <Text>
            Sorry, this page could not be shown. Loading it again usually fixes it. If it keeps
            happening, please tell a grown-up or contact us.
          </Text>
          <Group>
            <Button size="md" onClick={reload}>
              Reload
            </Button>
            <Button size="md" variant="default" component="a" href={fallbackPath(auth)}>
              Go to the home page
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
