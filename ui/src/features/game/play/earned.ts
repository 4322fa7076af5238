import type { PlayerScore } from '../../../generated/PlayerScore';
import { playerTotal } from '../rules/scoring';
import type { AnswerResult } from './gameState';

/** What one answer added to the child's score. */
export interface Earned {
  /** Towards the total: coins, jewels and streak points weighted. */
  points: number;
  jewels: number;
  streakPoints: number;
}

export function earned(result: AnswerResult, now: PlayerScore): Earned {
  return {
    points: playerTotal(now) - playerTotal(result.before),
    jewels: now.bonus_points - result.before.bonus_points,
    streakPoints: now.streak_points - result.before.streak_points,
  };
}

/** The answer earned a bonus: jewels for a harder question, or a streak point. */
export function hasBonus(gain: Earned): boolean {
  return gain.jewels > 0 || gain.streakPoints > 0;
}
