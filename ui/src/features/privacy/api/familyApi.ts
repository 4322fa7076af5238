import * as privacy from '../../../generated/api/operations/privacy';
import type {
  CloseFamilyRequest,
  FamilyClosed,
  FamilyExport,
} from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

/** Everything held about the signed-in parent's family (docs/privacy.md, Export). */
export function exportOwnFamily(): Promise<FamilyExport> {
  return call(privacy.exportOwn);
}

/**
 * Closes the signed-in parent's family account. A wrong password is a 400
 * with `password: Incorrect password`; on success every sign-in of the
 * family has ended (docs/privacy.md, Closing the account).
 */
export function closeOwnFamily(body: CloseFamilyRequest): Promise<FamilyClosed> {
  return call(privacy.closeOwn, { body });
}
