import * as safeguarding from '../../../generated/api/operations/safeguarding';
import * as tutors from '../../../generated/api/operations/tutors';
import type {
  Concern,
  ConcernUpdate,
  FlaggedMessage,
  Success,
  Tutor,
} from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

// The safeguarding lead's calls; anyone else gets 403 'Only the
// safeguarding lead can do this' (docs/safeguarding.md).

/** Open concerns first, then those being reviewed, then closed ones; newest first in each. */
export function listConcerns(): Promise<Concern[]> {
  return call(safeguarding.listConcerns);
}

export function fetchConcern(concernId: string): Promise<Concern> {
  return call(safeguarding.getConcern, { params: { concern_id: concernId } });
}

/**
 * The lead's record of a concern. Closing it without an outcome is refused:
 * `outcome: Say what was done before closing the concern`.
 */
export function saveConcern(concernId: string, body: ConcernUpdate): Promise<Concern> {
  return call(safeguarding.updateConcern, { params: { concern_id: concernId }, body });
}

/** Suspends the tutor of an open concern (409 without one), or lifts their suspension. */
export function setTutorSuspension(
  tutorId: string,
  suspension: { suspended: true; concernId: string } | { suspended: false },
): Promise<Success> {
  return call(safeguarding.suspend, {
    params: { tutor_id: tutorId },
    body: suspension.suspended
      ? { suspended: true, concern_id: suspension.concernId }
      : { suspended: false },
  });
}

/** Messages whose contact details were masked, newest first. */
export function listFlaggedMessages(): Promise<FlaggedMessage[]> {
  return call(safeguarding.listFlagged);
}

export function markFlaggedReviewed(messageId: string): Promise<Success> {
  return call(safeguarding.markFlaggedReviewed, { params: { message_id: messageId } });
}

/** The signed-in tutor's own profile, with where their DBS check and account stand. */
export function fetchOwnTutor(): Promise<Tutor> {
  return call(tutors.getTutor);
}
