import type { AnswerRecord } from '../../../generated/api/schemas';

/** The three review flags of an answer. */
export type ReviewFlags = Pick<AnswerRecord, 'reviewed' | 'help_requested' | 'resolved'>;

export type ReviewAction = 'review' | 'help' | 'resolve';

/**
 * The flags after an action, as the server will store them: Mark as
 * reviewed sets reviewed; Request help toggles help_requested and sets
 * reviewed; Resolve sets resolved. The table shows the result before the
 * server answers and goes back if it refuses.
 */
export function afterAction(flags: ReviewFlags, action: ReviewAction): ReviewFlags {
  switch (action) {
    case 'review':
      return { ...flags, reviewed: true };
    case 'help':
      return { ...flags, reviewed: true, help_requested: !flags.help_requested };
    case 'resolve':
      return { ...flags, resolved: true };
  }
}

/** Resolve applies only to a help request not yet dealt with. */
export function canResolve(flags: ReviewFlags): boolean {
  return flags.help_requested && !flags.resolved;
}
