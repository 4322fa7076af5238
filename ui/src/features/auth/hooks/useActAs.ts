import { useAuthStore } from '../../../lib/auth/AuthContext';
import { useAfterSignIn } from './useAfterSignIn';

/** A parent continues as one of their students ("Login as {first name}"). */
export function useActAs() {
  const store = useAuthStore();
  const afterSignIn = useAfterSignIn();
  return async (studentId: string) => afterSignIn(await store.actAs(studentId));
}
