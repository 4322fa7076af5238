import { useQuery, useQueryClient } from '@tanstack/react-query';

import type { ParentBody, ParentProfile } from '../../../generated/api/schemas';
import { useAuthStore } from '../../../lib/auth/AuthContext';
import { fetchParentProfile, saveParentProfile } from '../api/parentsApi';

export const PARENT_PROFILE_KEY = ['parent', 'profile'] as const;

/**
 * The parent's profile (null until created) and saving it. A save puts
 * the server's answer straight into the cache, so every screen showing
 * the profile (the home's creation form included) moves on at once, and
 * reads the signed-in user again, so the header and the greeting show the
 * new name rather than the e-mail the account had until then.
 */
export function useParentProfile() {
  const queryClient = useQueryClient();
  const store = useAuthStore();
  const profile = useQuery({ queryKey: PARENT_PROFILE_KEY, queryFn: fetchParentProfile });

  async function save(body: ParentBody): Promise<ParentProfile> {
    const saved = await saveParentProfile(body, profile.data === null);
    queryClient.setQueryData(PARENT_PROFILE_KEY, saved);
    await store.refreshProfile();
    return saved;
  }

  return { profile, save };
}
