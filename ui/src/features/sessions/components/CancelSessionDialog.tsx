import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

import type { Session } from '../../../generated/api/schemas';
import { formatLondonDayTime } from '../../../lib/londonTime';
import { cancelSession } from '../api/sessionsApi';
import { useSessionChange } from '../hooks/useSessionChange';
import { hasLongNotice } from '../rules/reschedule';
import { ConfirmDialog, failureText } from './ConfirmDialog';

export interface CancelSessionDialogProps {
  session: Session;
  onClose: () => void;
  /** Leaves cancelling for moving the session or handing it to another tutor. */
  onInstead: (choice: 'rescheduleSingle' | 'substituteSingle') => void;
}

/**
 * Cancels one session. With more than 48 hours' notice the child need
 * not miss it, so the dialog first offers to move it or find another
 * tutor.
 */
export function CancelSessionDialog({ session, onClose, onInstead }: CancelSessionDialogProps) {
  const [longNotice] = useState(() => hasLongNotice(session, new Date()));
  const cancel = useSessionChange(cancelSession, 'Session cancelled', onClose);

  return (
    <ConfirmDialog
      title="Cancel Single Session"
      onClose={onClose}
      onYes={() => cancel.mutate(session)}
      pending={cancel.isPending}
      error={failureText(cancel.error)}
    >
      <Text>
        Cancel {session.student.first_name}&apos;s {session.subject.name} session on{' '}
        {formatLondonDayTime(new Date(session.session_date_time))}?
      </Text>
      {longNotice && (
        <Alert color="yellow" title="More than 48 hours to go">
          <Text size="sm">
            There is still time to keep this session for {session.student.first_name}: you could
            move it to another time or hand it to another tutor instead.
          </Text>
          <Group mt="sm">
            <Button size="xs" variant="light" onClick={() => onInstead('rescheduleSingle')}>
              Reschedule instead
            </Button>
            <Button size="xs" variant="light" onClick={() => onInstead('substituteSingle')}>
              Substitute instead
            </Button>
          </Group>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
