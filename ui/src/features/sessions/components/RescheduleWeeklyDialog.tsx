import { Group, Text } from '@mantine/core';
import { useState } from 'react';

import { DAY_NAMES } from '../../../components/availability/slotMaths';
import type { AssignedSession, Session } from '../../../generated/api/schemas';
import { formatWallClockTime } from '../../../lib/dates';
import { rescheduleSubscription } from '../api/sessionsApi';
import { useSessionChange } from '../hooks/useSessionChange';
import { useWeeklyBooking } from '../hooks/useWeeklyBooking';
import {
  RESCHEDULE_HOURS,
  RESCHEDULE_MINUTES,
  weeklyMove,
  weeklySlotOf,
  type WeeklySlot,
  type WeeklyTime,
} from '../rules/reschedule';
import { ChoiceSelect, clockOptions } from './ChoiceSelect';
import { ConfirmDialog, failureText } from './ConfirmDialog';

const DAY_OPTIONS = DAY_NAMES.map((label, value) => ({ value, label }));

export const WEEKLY_SLOT_GONE_TEXT =
  "This session's weekly time is no longer booked, so there is nothing to move. It may have been moved already: reload the page to see the current sessions.";

function weeklyTimeText(weekly: WeeklyTime): string {
  const time = formatWallClockTime({
    hours: Math.floor(weekly.session_time / 60),
    minutes: weekly.session_time % 60,
  });
  return `${DAY_NAMES[weekly.day_of_week]} at ${time}`;
}

interface RescheduleWeeklyDialogProps {
  /** The menu's name for the change. */
  title: string;
  session: Session;
  onClose: () => void;
}

/**
 * Moves the weekly slot this session came from, from now on. The admin's
 * menu calls it Reschedule Future Sessions and the tutor's Reschedule
 * Subscription; it is the same change, so `title` carries the name. The
 * slot is the subscription's booking, not the session's own time, which
 * differs when this one session has been moved.
 */
export function RescheduleWeeklyDialog({ title, session, onClose }: RescheduleWeeklyDialogProps) {
  const booking = useWeeklyBooking(session);
  if (booking.data) {
    return (
      <MoveWeeklyBooking title={title} session={session} booking={booking.data} onClose={onClose} />
    );
  }
  // Nothing to move until the booking is known, and nothing at all without it.
  return (
    <ConfirmDialog
      title={title}
      onClose={onClose}
      onYes={() => undefined}
      yesDisabled
      pending={false}
      error={bookingProblem(booking)}
    >
      {booking.isPending && <Text>Loading...</Text>}
    </ConfirmDialog>
  );
}

function bookingProblem(booking: ReturnType<typeof useWeeklyBooking>): string | null {
  if (booking.isPending) return null;
  return booking.isError ? failureText(booking.error) : WEEKLY_SLOT_GONE_TEXT;
}

/** The pickers, starting from the booking's weekly day and time. */
function MoveWeeklyBooking({
  title,
  session,
  booking,
  onClose,
}: RescheduleWeeklyDialogProps & { booking: AssignedSession }) {
  const [slot, setSlot] = useState<WeeklySlot>(() => weeklySlotOf(booking));
  const choose = (part: keyof WeeklySlot) => (value: WeeklySlot[typeof part]) =>
    setSlot((current) => ({ ...current, [part]: value }));
  const move = useSessionChange(
    (to: { day: number; time: number }) =>
      rescheduleSubscription(session.subscription_id, {
        old_day_of_week: booking.day_of_week,
        old_time: booking.session_time,
        new_day_of_week: to.day,
        new_time: to.time,
        session_length: booking.session_length,
      }),
    'Future sessions rescheduled',
    onClose,
  );

  const next = weeklyMove(booking, slot);

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
        {weeklyTimeText(booking)} (UK time) to a new day and time, from now on:
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
