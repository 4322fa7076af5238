import { Group, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef } from 'react';

import { type Earned, hasBonus } from '../play/earned';
import { jewelsBurst, NEW_RECORD_BURST, STREAK_BURST } from '../play/messages';
import { JewelIcon, StreakIcon, TrophyIcon } from './GameIcons';

/** A bonus pops up, then shrinks away, over this long (docs/games.md). */
export const BONUS_FADE_MS = 8000;

/**
 * Scale only, never opacity: a fading word would read at less than its
 * colour's contrast for most of its time on screen (docs/accessibility.md).
 */
const POP_AND_SHRINK: Keyframe[] = [
  { transform: 'scale(0.6)' },
  { transform: 'scale(1.15)', offset: 0.05 },
  { transform: 'scale(1)', offset: 0.1 },
  { transform: 'scale(1)', offset: 0.85 },
  { transform: 'translateY(-1rem) scale(0)' },
];

/** One thing won: its icon and its words in its colour. */
function Burst(props: { icon: ReactNode; colour: string; words: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {props.icon}
      {/* Bold at 20 px is large text: its colours read at 3:1 and more. */}
      <Text fw={700} size="xl" c={props.colour}>
        {props.words}
      </Text>
    </Group>
  );
}

/**
 * The bonus a right answer earned (jewels, a streak bonus, a new record),
 * celebrated with a pop, then shrinking away. For a child whose device asks for reduced motion
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
    const animation = burst.current?.animate?.(POP_AND_SHRINK, {
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
        <Burst icon={<TrophyIcon size={28} />} colour="orange.9" words={NEW_RECORD_BURST} />
      )}
    </Group>
  );
}
