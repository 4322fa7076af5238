import { Group, Text } from '@mantine/core';
import { useState } from 'react';

import { DAY_NAMES } from '../../../components/availability/slotMaths';
import type { Session } from '../../../generated/Session';
import { formatWallClockTime } from '../../../lib/dates';
import { rescheduleSubscription } from '../api/sessionsApi';
import { useSessionChange } from '../hooks/useSessionChange';
import {
  RESCHEDULE_HOURS,
  RESCHEDULE_MINUTES,
  weeklyMove,
  weeklySlotOf,
  type WeeklySlot,
} from '../rules/reschedule';
import { ChoiceSelect, clockOptions } from './ChoiceSelect';
import { ConfirmDialog, failureText } from './ConfirmDialog';

const DAY_OPTIONS = DAY_NAMES.map((label, value) => ({ value, label }));

function weeklyTimeText(session: Session): string {
  const time = formatWallClockTime({
    hours: Math.floor(session.session_time / 60),
    minutes: session.session_time % 60,
  });
  return `${DAY_NAMES[session.day_of_week]} at ${time}`;
}

/**
 * Moves the weekly slot this session came from, from now on. The admin's
 * menu calls it Reschedule Future Sessions and the tutor's Reschedule
 * Subscription; it is the same change, so `title` carries the name.
 */
export function RescheduleWeeklyDialog({
  title,
  session,
  onClose,
}: {
  title: string;
  session: Session;
  onClose: () => void;
}) {
  const [slot, setSlot] = useState<WeeklySlot>(() => weeklySlotOf(session));
  const choose = (part: keyof WeeklySlot) => (value: WeeklySlot[typeof part]) =>
    setSlot((current) => ({ ...current, [part]: value }));
  const move = useSessionChange(
    (to: { day: number; time: number }) =>
      rescheduleSubscription(session.subscription_id, {
        old_day_of_week: session.day_of_week,
        old_time: session.session_time,
        new_day_of_week: to.day,
        new_time: to.time,
        session_length: session.session_length,
      }),
    'Future sessions rescheduled',
    onClose,
  );

  const next = weeklyMove(session, slot);

  return (
    <ConfirmDialog
      title={title}
      onClose={onClose}
      onYes={() => next && move.mutate(next)}
      yesDisabled={next === null}
      pending={move.isPending}
      error={failureText(move.error)}
    >
      <Text>
        Move {session.student.first_name}&apos;s weekly {session.subject.name} session on{' '}
        {weeklyTimeText(session)} (UK time) to a new day and time, from now on:
      </Text>
      <Group align="flex-end">
        <ChoiceSelect label="Day" value={slot.day} options={DAY_OPTIONS} onChange={choose('day')} />
        <ChoiceSelect
          label="Hour"
          value={slot.hour}
          options={clockOptions(RESCHEDULE_HOURS)}
          onChange={choose('hour')}
        />
        <ChoiceSelect
          label="Minute"
          value={slot.minute}
          options={clockOptions(RESCHEDULE_MINUTES)}
          onChange={choose('minute')}
        />
      </Group>
    </ConfirmDialog>
  );
}
