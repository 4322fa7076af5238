import { useQuery } from '@tanstack/react-query';

import { fetchOwnTutor } from '../api/safeguardingApi';

/** The signed-in tutor's profile, for where their DBS check and account stand. */
export function useOwnStanding() {
  return useQuery({ queryKey: ['safeguarding', 'own standing'], queryFn: fetchOwnTutor });
}
