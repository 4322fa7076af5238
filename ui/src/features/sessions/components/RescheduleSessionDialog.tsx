import { Group, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  availabilityKey,
  fetchAvailability,
} from '../../../components/availability/availabilityApi';
import type { Session } from '../../../generated/api/schemas';
import { formatLondonDayTime } from '../../../lib/londonTime';
import { rescheduleSession } from '../api/sessionsApi';
import { useSessionChange } from '../hooks/useSessionChange';
import {
  canRescheduleTo,
  RESCHEDULE_MINUTES,
  rescheduleHours,
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
  // The tutor's week: a session moves only to an hour the tutor offers.
  const week = useQuery({
    queryKey: availabilityKey(session.tutor._id),
    queryFn: () => fetchAvailability(session.tutor._id),
  });
  const hours = rescheduleHours(week.data?.availability, date);
  const offered = hour !== null && hours.includes(hour) ? hour : null;
  const target = rescheduleTarget(date, offered, minute);
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
          value={offered}
          options={clockOptions(hours)}
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
