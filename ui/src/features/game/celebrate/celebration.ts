import type { PlayerScore } from '../../../generated/PlayerScore';
import type { AnswerResult } from '../play/gameState';
import { playerTotal } from '../rules/scoring';

/** What an answer is celebrated for, the biggest first (docs/games.md, "Celebrations"). */
export type Celebration = 'record' | 'streak' | 'correct';

/**
 * This answer took the child past their record for this race. A child
 * with no record yet has none to beat: their first game sets it.
 */
export function beatsRecord(before: PlayerScore, now: PlayerScore, record: number | null): boolean {
  if (record === null || record <= 0) return false;
  return playerTotal(before) <= record && playerTotal(now) > record;
}

/** The one celebration an answer gets, or none for a wrong or passed answer. */
export function celebrationFor(
  result: AnswerResult,
  now: PlayerScore,
  record: number | null,
): Celebration | null {
  if (result.decision !== 'CORRECT') return null;
  if (beatsRecord(result.before, now, record)) return 'record';
  if (now.streak_points > result.before.streak_points) return 'streak';
  return 'correct';
}
