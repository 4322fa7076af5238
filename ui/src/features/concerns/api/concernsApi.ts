import * as safeguarding from '../../../generated/api/operations/safeguarding';
import type { NewConcern, RaisedConcern } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

/**
 * Raises a concern with the safeguarding lead. A session or child the
 * caller may not name is refused (403/404), and so is a parent signed in
 * as their child (docs/safeguarding.md).
 */
export function raiseConcern(body: NewConcern): Promise<RaisedConcern> {
  return call(safeguarding.raise, { body });
}

/** The caller's own concerns, newest first, with where each stands but never the lead's notes. */
export function fetchRaisedConcerns(): Promise<RaisedConcern[]> {
  return call(safeguarding.raised);
}
