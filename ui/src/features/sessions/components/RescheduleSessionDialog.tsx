import { Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import type { Session } from '../../../generated/api/schemas';
import { formatLondonDayTime } from '../../../lib/londonTime';
import { rescheduleSession } from '../api/sessionsApi';
import { useSessionChange } from '../hooks/useSessionChange';
import {
  canRescheduleTo,
  RESCHEDULE_HOURS,
  RESCHEDULE_MINUTES,
  rescheduleStart,
  rescheduleTarget,
} from '../rules/reschedule';
import { ChoiceSelect, clockOptions } from './ChoiceSelect';
import { ConfirmDialog, failureText } from './ConfirmDialog';

export const FORWARD_GUIDANCE =
  'Please do not bring a session forward by more than 48 hours, and agree the new time with the parent before you change it.';

/** Moves one session to a new date and London time with the same tutor. */
export function RescheduleSessionDialog({
  session,
  onClose,
}: {
  session: Session;
  onClose: () => void;
}) {
  const [start] = useState(() => rescheduleStart(session));
  const [date, setDate] = useState(start.date);
  const [hour, setHour] = useState(start.hour);
  const [minute, setMinute] = useState(start.minute);
  const target = rescheduleTarget(date, hour, minute);
  const reschedule = useSessionChange(
    (to: Date) => rescheduleSession(session, to),
    'Session rescheduled',
    onClose,
  );

  function confirm() {
    // Checked again on the click: the chosen time may have passed meanwhile.
    if (target && canRescheduleTo(session, target, new Date())) reschedule.mutate(target);
  }

  return (
    <ConfirmDialog
      title="Reschedule Single Session"
      onClose={onClose}
      onYes={confirm}
      yesDisabled={!canRescheduleTo(session, target, new Date())}
      pending={reschedule.isPending}
      error={failureText(reschedule.error)}
    >
      <Text>
        Move {session.student.first_name}&apos;s session on{' '}
        {formatLondonDayTime(new Date(session.session_date_time))} to (UK time):
      </Text>
      <Group align="flex-end">
        <TextInput
          type="date"
          label="Date"
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        <ChoiceSelect
          label="Hour"
          value={hour}
          options={clockOptions(RESCHEDULE_HOURS)}
          onChange={setHour}
        />
        <ChoiceSelect
          label="Minute"
          value={minute}
          options={clockOptions(RESCHEDULE_MINUTES)}
          onChange={setMinute}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {FORWARD_GUIDANCE}
      </Text>
    </ConfirmDialog>
  );
}
