import type { CloseFamilyRequest } from '../../../generated/CloseFamilyRequest';
import type { FamilyClosed } from '../../../generated/FamilyClosed';
import type { FamilyExport } from '../../../generated/FamilyExport';
import { apiRequest } from '../../../lib/api/client';

/** Everything held about the signed-in parent's family (docs/privacy.md, Export). */
export function exportOwnFamily(): Promise<FamilyExport> {
  return apiRequest<FamilyExport>({
    method: 'GET',
    path: 'family/export',
    responseSchema: 'FamilyExport',
  });
}

/**
 * Closes the signed-in parent's family account. A wrong password is a 400
 * with `password: Incorrect password`; on success every sign-in of the
 * family has ended (docs/privacy.md, Closing the account).
 */
export function closeOwnFamily(body: CloseFamilyRequest): Promise<FamilyClosed> {
  return apiRequest<FamilyClosed>({
    method: 'POST',
    path: 'family/close',
    body,
    requestSchema: 'CloseFamilyRequest',
    responseSchema: 'FamilyClosed',
  });
}
