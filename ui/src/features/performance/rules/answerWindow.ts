/** Answers load in weekly windows. */
export const WEEK_MILLIS = 7 * 24 * 60 * 60 * 1000;

/** The `since_date_iso` / `to_date_iso` of one load of the answers table. */
export interface AnswerWindow {
  since: string;
  /** Absent for the newest window, so it reaches up to now. */
  to?: string;
}

/**
 * Step 0 is the first `firstWeeks` weeks back from `anchor` (up to now);
 * each later step is the one week before the previous step. The windows
 * meet without overlapping, so no answer shows twice.
 */
export function answerWindow(step: number, firstWeeks: number, anchor: number): AnswerWindow {
  const since = new Date(anchor - (firstWeeks + step) * WEEK_MILLIS).toISOString();
  if (step === 0) return { since };
  return { since, to: new Date(anchor - (firstWeeks + step - 1) * WEEK_MILLIS).toISOString() };
}

/** How many weeks back from `now` a window must start to hold the week starting `weekStart`. */
export function weeksCovering(weekStart: string, now: number): number {
  return Math.max(1, Math.ceil((now - Date.parse(weekStart)) / WEEK_MILLIS));
}
