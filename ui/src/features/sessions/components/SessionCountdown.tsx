import { Text, type TextProps } from '@mantine/core';

import type { Session } from '../../../generated/api/schemas';
import { type CountdownTone, sessionCountdown } from '../rules/countdown';

const TONE_COLOURS: Record<CountdownTone, string> = {
  danger: 'red',
  warning: 'orange',
  primary: 'var(--mantine-primary-color-filled)',
  past: 'var(--mantine-color-text)',
};

/** A session's countdown at `now`, in its tone's colour. */
export function SessionCountdown({
  session,
  now,
  prefix,
  ...text
}: { session: Session; now: Date; prefix?: string } & TextProps) {
  const countdown = sessionCountdown(session, now);
  return (
    <Text c={TONE_COLOURS[countdown.tone]} data-tone={countdown.tone} {...text}>
      {prefix}
      {countdown.text}
    </Text>
  );
}
