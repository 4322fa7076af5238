import type { AnswerOutcome } from '../../../generated/AnswerOutcome';
import type { Difficulty } from '../../../generated/api/schemas';
import type { PlayerScore } from '../../../generated/PlayerScore';

/*
 * The TypeScript copy of `shared/src/game/scoring.rs` (docs/games.md). The
 * server replays every game with the Rust rules; this copy only keeps the
 * play screen's figures live, and `rules.test.ts` replays the Rust cases
 * (`generated/game_rules.json`) through it so the two cannot drift.
 */

/** Every this many consecutive correct answers earn a streak reward. */
export const STREAK_LENGTH = 5;
/** Gold coins a streak reward adds to the score. */
export const STREAK_COINS = 20;
/** Weight of a bonus point (jewel) in the total. */
export const BONUS_WEIGHT = 5;
/** Weight of a streak point in the total. */
export const STREAK_WEIGHT = 20;
/** The rewards display's base threshold of total points. */
export const REWARD_BASE_THRESHOLD = 40;

const BONUS_POINTS: Record<Difficulty, number> = { EASY: 0, MEDIUM: 1, HARD: 2, SUPER_HARD: 3 };

/** Bonus points (jewels) a correct answer earns at this difficulty. */
export function bonusPoints(difficulty: Difficulty): number {
  return BONUS_POINTS[difficulty];
}

/**
 * Rust's `f64::round`: halves go away from zero, where `Math.round` sends
 * -2.5 to -2. Copying it keeps every input, not only the usual ones, equal.
 */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * Gold coins for a correct answer:
 * round((1 + (standard_time - seconds_taken) / standard_time) * seconds_taken),
 * at least 1.
 */
export function pointsForAnswer(standardTime: number, secondsTaken: number): number {
  if (standardTime <= 0 || !Number.isFinite(secondsTaken) || secondsTaken < 0) return 1;
  const points = (1 + (standardTime - secondsTaken) / standardTime) * secondsTaken;
  return Math.max(roundHalfAwayFromZero(points), 1);
}

export const NEW_PLAYER_SCORE: PlayerScore = {
  score: 0,
  bonus_points: 0,
  streak_points: 0,
  consecutive_correct_answers: 0,
  highest_streak: 0,
  total_questions: 0,
  correct_answers: 0,
};

/** The player's state after one more answer. */
export function after(state: PlayerScore, outcome: AnswerOutcome): PlayerScore {
  const next = { ...state, total_questions: state.total_questions + 1 };
  if (outcome.result !== 'CORRECT') return { ...next, consecutive_correct_answers: 0 };
  next.correct_answers += 1;
  next.score += pointsForAnswer(outcome.standard_time, outcome.seconds_taken);
  next.bonus_points += bonusPoints(outcome.difficulty);
  // Easy answers count, but never towards a streak.
  if (outcome.difficulty === 'EASY') return { ...next, consecutive_correct_answers: 0 };
  next.consecutive_correct_answers += 1;
  next.highest_streak = Math.max(next.highest_streak, next.consecutive_correct_answers);
  if (next.consecutive_correct_answers % STREAK_LENGTH === 0) {
    next.score += STREAK_COINS;
    next.streak_points += 1;
  }
  return next;
}

/** The total of any player, human or ghost. */
export function totalPoints(score: number, bonusPoints: number, streakPoints: number): number {
  return score + BONUS_WEIGHT * bonusPoints + STREAK_WEIGHT * streakPoints;
}

/** Total points = score + 5 × bonus points + 20 × streak points. */
export function playerTotal(state: PlayerScore): number {
  return totalPoints(state.score, state.bonus_points, state.streak_points);
}

/** Rubies shown: the streak modulo 5. */
export function rubies(state: PlayerScore): number {
  return state.consecutive_correct_answers % STREAK_LENGTH;
}

/**
 * The rewards display's threshold: 40, doubled for as long as the total
 * has reached 80% of the current threshold.
 */
export function rewardThreshold(total: number): number {
  let threshold = REWARD_BASE_THRESHOLD;
  while (total * 5 >= threshold * 4) threshold *= 2;
  return threshold;
}
