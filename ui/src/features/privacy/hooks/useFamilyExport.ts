import { useMutation } from '@tanstack/react-query';

import type { FamilyExport } from '../../../generated/api/schemas';
import { showError } from '../../../lib/toasts';
import { type ExportNaming, saveFamilyExport } from '../exportFiles';

export interface ExportRequest {
  load: () => Promise<FamilyExport>;
  naming: ExportNaming;
}

/**
 * Fetches an export and saves its two files; the last export stays in
 * `data`, so the page can list what was included.
 */
export function useFamilyExport() {
  return useMutation({
    mutationFn: async ({ load, naming }: ExportRequest) => {
      const familyExport = await load();
      saveFamilyExport(familyExport, naming);
      return familyExport;
    },
    onError: showError,
  });
}
