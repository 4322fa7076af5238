import type { FamilyClosed } from '../../../generated/FamilyClosed';
import type { FamilyExport } from '../../../generated/FamilyExport';
import type { FamilySummary } from '../../../generated/FamilySummary';
import { apiRequest } from '../../../lib/api/client';

// The admin's calls, for a family that asked for its data or for its
// account to be closed (docs/privacy.md).

/** The family of a parent's e-mail address; 404 'No family has this e-mail address'. */
export function findFamily(email: string): Promise<FamilySummary> {
  return apiRequest<FamilySummary>({
    method: 'GET',
    path: 'admin/family',
    query: { email },
    responseSchema: 'FamilySummary',
  });
}

export function exportFamily(parentId: string): Promise<FamilyExport> {
  return apiRequest<FamilyExport>({
    method: 'GET',
    path: 'admin/family/{parent_id}/export',
    params: { parent_id: parentId },
    responseSchema: 'FamilyExport',
  });
}

export function closeFamily(parentId: string): Promise<FamilyClosed> {
  return apiRequest<FamilyClosed>({
    method: 'POST',
    path: 'admin/family/{parent_id}/close',
    params: { parent_id: parentId },
    body: {},
    responseSchema: 'FamilyClosed',
  });
}
