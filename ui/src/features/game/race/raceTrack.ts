/*
 * Where each runner stands on the race track (docs/games.md, "The race").
 * The track is as long as the race needs: it starts at TRACK_STEP points
 * and grows a step at a time, so the leader always has room ahead and the
 * runners move back only when a new step is added.
 */

/** The shortest track, and how much longer it grows each time. */
export const TRACK_STEP = 50;
/** The leader (or the record) is kept at most this share of the way along. */
const FURTHEST_SHARE = 0.8;

/** The track's length in points for these totals (and the record, if any). */
export function trackLength(points: readonly number[]): number {
  const furthest = Math.max(0, ...points);
  return Math.max(TRACK_STEP, Math.ceil(furthest / FURTHEST_SHARE / TRACK_STEP) * TRACK_STEP);
}

/** How far along a runner with `total` points is, from 0 (start) to 1 (finish). */
export function progress(total: number, length: number): number {
  return Math.min(1, Math.max(0, total / length));
}

/** 1 for the leader; runners on the same total share a place. */
export function place(total: number, totals: readonly number[]): number {
  return 1 + totals.filter((other) => other > total).length;
}

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** '1st', '2nd', '3rd', '4th': there are never more than four runners. */
export function ordinal(place: number): string {
  return `${place}${ORDINAL_SUFFIXES[place] ?? 'th'}`;
}
