import { useQuery, useQueryClient } from '@tanstack/react-query';

import type { ParentBody } from '../../../generated/ParentBody';
import type { ParentProfile } from '../../../generated/ParentProfile';
import { fetchParentProfile, saveParentProfile } from '../api/parentsApi';

export const PARENT_PROFILE_KEY = ['parent', 'profile'] as const;

/**
 * The parent's profile (null until created) and saving it. A save puts
 * the server's answer straight into the cache, so every screen showing
 * the profile (the home's creation form included) moves on at once.
 */
export function useParentProfile() {
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: PARENT_PROFILE_KEY, queryFn: fetchParentProfile });

  async function save(body: ParentBody): Promise<ParentProfile> {
    const saved = await saveParentProfile(body, profile.data === null);
    queryClient.setQueryData(PARENT_PROFILE_KEY, saved);
    return saved;
  }

  return { profile, save };
}
