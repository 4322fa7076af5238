import type { TimeAllowance } from '../../generated/api/schemas';

/*
 * The TypeScript copy of `shared/src/game/time_allowance.rs` (docs/games.md,
 * "Extra time"): a child given extra time plays on a slower clock. The
 * server holds the game's clock and replays its scores; this copy keeps
 * the play screen's timer, Pass, ghosts and points in step with it, and
 * `timeAllowance.test.ts` replays the Rust cases through it.
 */

const FACTORS: Record<TimeAllowance, number> = { standard: 1, one_and_a_half: 1.5, double: 2 };

/** What a parent chooses and a child's setup screen shows. */
export const TIME_ALLOWANCE_LABELS: Record<TimeAllowance, string> = {
  standard: 'Standard time',
  one_and_a_half: 'Time and a half (×1.5)',
  double: 'Double time (×2)',
};

export const TIME_ALLOWANCES = Object.keys(FACTORS) as TimeAllowance[];

/** How much slower the game's clock runs. */
export function timeFactor(allowance: TimeAllowance): number {
  return FACTORS[allowance];
}

/** A factor from storage, kept to the range extra time uses. */
function clampFactor(factor: number): number {
  return Number.isFinite(factor) ? Math.min(Math.max(factor, 1), FACTORS.double) : 1;
}

/** Seconds a game lasts on the slower clock. */
export function playingSeconds(durationSeconds: number, factor: number): number {
  return Math.round(durationSeconds * clampFactor(factor));
}

/** The seconds an answer is scored on: its time brought back to standard time. */
export function standardSeconds(secondsTaken: number, factor: number): number {
  return secondsTaken / clampFactor(factor);
}

/** Whole seconds the ghosts have lived after `secondsPlayed` of a game. */
export function ghostSeconds(secondsPlayed: number, factor: number): number {
  return Math.floor(secondsPlayed / clampFactor(factor));
}

/** The share of a game after which Pass opens on any question (docs/games.md, "Pass"). */
export const PASS_AT_THE_LATEST = 0.5;

/**
 * Seconds on the slower clock after which a question may be passed: its
 * standard time, or half the game if that comes first, so that no question
 * is one the child can never pass.
 */
export function passOpensAfter(
  standardTime: number,
  durationSeconds: number,
  factor: number,
): number {
  const latest = durationSeconds * PASS_AT_THE_LATEST;
  return Math.min(Math.max(standardTime, 0), latest) * clampFactor(factor);
}
