import { Text } from '@mantine/core';

import type { Session } from '../../../generated/api/schemas';
import { formatLondonDayTime } from '../../../lib/londonTime';
import { substituteSession, substituteSubscription } from '../api/sessionsApi';
import { useSessionChange } from '../hooks/useSessionChange';
import { ConfirmDialog, failureText } from './ConfirmDialog';

/** The product's text, misspelling included: the tests match it exactly. */
export const SUBSCRIPTION_SUBSTITUTE_FAILED = 'Failed to substiute subscription';

interface SubstituteDialogProps {
  session: Session;
  onClose: () => void;
}

/** Hands this one session to another tutor free at that time; the server says why not. */
export function SubstituteSessionDialog({ session, onClose }: SubstituteDialogProps) {
  const substitute = useSessionChange(substituteSession, 'Session substituted', onClose);
  return (
    <ConfirmDialog
      title="Substitute Single Session"
      onClose={onClose}
      onYes={() => substitute.mutate(session)}
      pending={substitute.isPending}
      error={failureText(substitute.error)}
    >
      <Text>
        Hand {session.student.first_name}&apos;s session on{' '}
        {formatLondonDayTime(new Date(session.session_date_time))} to another tutor who is free at
        that time?
      </Text>
    </ConfirmDialog>
  );
}

async function substituteWholeSubscription(subscriptionId: string): Promise<void> {
  const { success } = await substituteSubscription(subscriptionId);
  if (!success) throw new Error(SUBSCRIPTION_SUBSTITUTE_FAILED);
}

/**
 * Hands every future session of the subscription to another tutor. A
 * failure says the server's reason (which weekly time has no free tutor),
 * else the product's fallback, and keeps Yes disabled until the dialog is
 * closed: trying again at once would only meet the same shortage of tutors.
 */
export function SubstituteSubscriptionDialog({ session, onClose }: SubstituteDialogProps) {
  const substitute = useSessionChange(
    substituteWholeSubscription,
    'Subscription substituted',
    onClose,
  );
  return (
    <ConfirmDialog
      title="Substitute Subscription Tutor"
      onClose={onClose}
      onYes={() => substitute.mutate(session.subscription_id)}
      yesDisabled={substitute.isError}
      pending={substitute.isPending}
      error={
        substitute.isError ? failureText(substitute.error) || SUBSCRIPTION_SUBSTITUTE_FAILED : null
      }
    >
      <Text>
        Hand all of {session.student.first_name}&apos;s future {session.subject.name} sessions to
        another tutor who is free at the same weekly times?
      </Text>
    </ConfirmDialog>
  );
}
