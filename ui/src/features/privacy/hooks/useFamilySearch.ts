import { useMutation } from '@tanstack/react-query';

import { findFamily } from '../api/adminFamilyApi';

/**
 * The admin's look-up of a family by the parent's e-mail. A mutation, not
 * a query: the answer is wanted once, on Find, and `reset` forgets the
 * family once its account is closed.
 */
export function useFamilySearch() {
  return useMutation({ mutationFn: (email: string) => findFamily(email.trim()) });
}
