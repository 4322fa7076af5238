import * as privacy from '../../../generated/api/operations/privacy';
import type { FamilyClosed, FamilyExport, FamilySummary } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

// The admin's calls, for a family that asked for its data or for its
// account to be closed (docs/privacy.md).

/** The family of a parent's e-mail address; 404 'No family has this e-mail address'. */
export function findFamily(email: string): Promise<FamilySummary> {
  return call(privacy.findFamily, { query: { email } });
}

export function exportFamily(parentId: string): Promise<FamilyExport> {
  return call(privacy.exportFamily, { params: { parent_id: parentId } });
}

export function closeFamily(parentId: string): Promise<FamilyClosed> {
  return call(privacy.closeFamily, { params: { parent_id: parentId }, body: {} });
}
