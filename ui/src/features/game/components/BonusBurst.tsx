import { Group, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef } from 'react';

import { type Earned, hasBonus } from '../play/earned';
import { jewelsBurst, NEW_RECORD_BURST, STREAK_BURST } from '../play/messages';
import { JewelIcon, StreakIcon, TrophyIcon } from './GameIcons';

/** A bonus pops up, then fades away over this long (docs/games.md). */
export const BONUS_FADE_MS = 8000;

const POP_AND_FADE: Keyframe[] = [
  { opacity: 0, transform: 'scale(0.6)' },
  { opacity: 1, transform: 'scale(1.15)', offset: 0.05 },
  { opacity: 1, transform: 'scale(1)', offset: 0.1 },
  { opacity: 0, transform: 'translateY(-1rem)' },
];

/** One thing won: its icon and its words in its colour. */
function Burst(props: { icon: ReactNode; colour: string; words: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {props.icon}
      <Text fw={700} size="lg" c={props.colour}>
        {props.words}
      </Text>
    </Group>
  );
}

/**
 * The bonus a right answer earned (jewels, a streak bonus, a new record),
 * celebrated with a pop and a slow fade. For a child whose device asks for reduced motion
 * it simply shows, still, until the next question. Screen readers hear the
 * same from the result's status line, so this stays out of their way.
 */
export function BonusBurst({ gain, newRecord = false }: { gain: Earned; newRecord?: boolean }) {
  // Read at once (no server rendering here), so an animation never starts to be stopped.
  const reduceMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const burst = useRef<HTMLDivElement>(null);
  const shown = hasBonus(gain) || newRecord;
  useEffect(() => {
    if (reduceMotion || !shown) return;
    // Browsers without the Web Animations API show the bonus still.
    const animation = burst.current?.animate?.(POP_AND_FADE, {
      duration: BONUS_FADE_MS,
      easing: 'ease-out',
      fill: 'forwards',
    });
    return () => animation?.cancel();
  }, [reduceMotion, shown]);
  if (!shown) return null;
  return (
    <Group
      ref={burst}
      gap="md"
      aria-hidden
      data-testid="bonus"
      data-motion={reduceMotion ? 'still' : 'animated'}
    >
      {gain.jewels > 0 && (
        <Burst icon={<JewelIcon size={28} />} colour="cyan" words={jewelsBurst(gain.jewels)} />
      )}
      {gain.streakPoints > 0 && (
        <Burst icon={<StreakIcon size={28} />} colour="orange" words={STREAK_BURST} />
      )}
      {newRecord && (
        <Burst icon={<TrophyIcon size={28} />} colour="yellow.9" words={NEW_RECORD_BURST} />
      )}
    </Group>
  );
}
