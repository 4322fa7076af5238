import type { Ghost } from '../../../generated/Ghost';
import { STREAK_COINS, STREAK_LENGTH, roundHalfAwayFromZero, totalPoints } from './scoring';

/* The TypeScript copy of `shared/src/game/ghosts.rs` (docs/games.md). */

export const GHOST_COUNT = 3;
/** Shuffled across the ghosts at the start of each game. */
export const SCORE_MULTIPLIERS = [0.5, 0.8, 1.1] as const;
export const COLOURS = ['red', 'orange', 'blue'] as const;
/** Names are drawn from this list without repeats. */
export const NAMES = [
  'Ace',
  'Blaze',
  'Comet',
  'Dash',
  'Echo',
  'Flash',
  'Ghosty',
  'Hopper',
  'Jinx',
  'Kiwi',
  'Luna',
  'Moxie',
  'Nova',
  'Pixel',
  'Rocket',
  'Ziggy',
] as const;
/** Chance per second that a ghost answers a question… */
export const SCORE_CHANCE_PER_SECOND = 0.1;
/** …once more than this many seconds have passed since its last one. */
export const QUIET_SECONDS = 10;

/** A uniform random number in [0, 1), like `Math.random`. */
export type Random = () => number;

export function newGhost(index: number, name: string, scoreMultiplier: number): Ghost {
  return {
    id: `ghost-${index}`,
    score_multiplier: scoreMultiplier,
    name,
    colour: COLOURS[index % GHOST_COUNT] ?? COLOURS[0],
    score: 0,
    difficultyBonus: 0,
    streakBonus: 0,
    streak: 0,
    highestStreak: 0,
    questionCnt: 0,
    elapsed: 0,
  };
}

/** Fisher–Yates: every order equally likely. */
function shuffled<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** Three ghosts with the multipliers shuffled and names drawn without repeats. */
export function createGhosts(random: Random = Math.random): Ghost[] {
  const multipliers = shuffled(SCORE_MULTIPLIERS, random);
  const names = shuffled(NAMES, random);
  return multipliers.map((multiplier, index) =>
    newGhost(index, names[index] ?? 'Ghosty', multiplier),
  );
}

/**
 * One second of play. `roll` is uniform in [0, 1): below the chance, and
 * after the quiet time, the ghost answers a question correctly at MEDIUM,
 * scoring its elapsed seconds times its multiplier.
 */
export function tick(ghost: Ghost, roll: number): Ghost {
  const elapsed = ghost.elapsed + 1;
  if (elapsed <= QUIET_SECONDS || roll >= SCORE_CHANCE_PER_SECOND) return { ...ghost, elapsed };
  const streak = ghost.streak + 1;
  const reward = streak % STREAK_LENGTH === 0;
  return {
    ...ghost,
    score:
      ghost.score +
      roundHalfAwayFromZero(elapsed * ghost.score_multiplier) +
      (reward ? STREAK_COINS : 0),
    difficultyBonus: ghost.difficultyBonus + 1,
    questionCnt: ghost.questionCnt + 1,
    streak,
    highestStreak: Math.max(ghost.highestStreak, streak),
    streakBonus: ghost.streakBonus + (reward ? 1 : 0),
    elapsed: 0,
  };
}

/** score + 5 × difficultyBonus + 20 × streakBonus. */
export function ghostTotal(ghost: Ghost): number {
  return totalPoints(ghost.score, ghost.difficultyBonus, ghost.streakBonus);
}
