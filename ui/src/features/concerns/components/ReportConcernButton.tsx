import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { useAuth } from '../../../lib/auth/AuthContext';
import { loadWhenOpened } from '../../../lib/loadWhenOpened';
import { CONCERN_WORDS, FROM_OWN_ACCOUNT, raiserOf } from '../rules/concernWords';
import type { ConcernDialogProps } from './ConcernDialog';

// The form loads when first opened, not with the homes and session pages
// that offer it.
const ConcernDialog = loadWhenOpened<ConcernDialogProps>(() =>
  import('./ConcernDialog').then((module) => module.ConcernDialog),
);

/**
 * The way for a child, a parent or a tutor to tell the safeguarding lead
 * what worried them, in words for a child or an adult. On a session's
 * page the concern names that session; from a parent's home it may name
 * one of their children. Nothing shows for anyone else.
 */
export function ReportConcernButton({ sessionId }: { sessionId?: string }) {
  const { user } = useAuth();
  const [opened, { open, close }] = useDisclosure(false);
  const raiser = raiserOf(user);
  if (raiser === null) return null;
  if (raiser === 'own account') {
    return (
      <Text size="sm" c="dimmed">
        {FROM_OWN_ACCOUNT}
      </Text>
    );
  }
  return (
    <>
      <Button variant="light" onClick={open}>
        {CONCERN_WORDS[raiser].button}
      </Button>
      <ConcernDialog
        opened={opened}
        onClose={close}
        audience={raiser}
        sessionId={sessionId}
        askForChild={user?.role === 'PARENT' && !sessionId}
      />
    </>
  );
}
