import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { DriveItem } from '../../../generated/api/schemas';
import { listFolder } from '../api/importApi';
import { isFolder, spreadsheetKind } from '../importState';
import { importKeys } from './queryKeys';

export interface Crumb {
  id: string;
  name: string;
}

/** The import folder itself; the server knows it as the empty path. */
export const TOP_FOLDER: Crumb = { id: '', name: 'subjects' };

/** The folder being viewed, the way back up to the top, and what it holds. */
export function useDriveFolder() {
  const [trail, setTrail] = useState<Crumb[]>([TOP_FOLDER]);
  const current = trail[trail.length - 1] ?? TOP_FOLDER;
  const listing = useQuery({
    queryKey: importKeys.folder(current.id),
    queryFn: () => listFolder(current.id),
  });
  const items = listing.data ?? [];

  return {
    trail,
    current,
    folders: items.filter(isFolder),
    subjectsFiles: items.filter((item) => spreadsheetKind(item.name) === 'subjects'),
    questionsFiles: items.filter((item) => spreadsheetKind(item.name) === 'questions'),
    loading: listing.isPending,
    error: listing.error,
    open(folder: DriveItem) {
      setTrail([...trail, { id: folder.id, name: folder.name }]);
    },
    /** Goes back to the folder at `index` of the trail. */
    goBackTo(index: number) {
      setTrail(trail.slice(0, index + 1));
    },
  };
}
