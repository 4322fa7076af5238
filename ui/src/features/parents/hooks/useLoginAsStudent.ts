import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { useAuthStore } from '../../../lib/auth/AuthContext';
import { showError } from '../../../lib/toasts';

/**
 * "Login as {first name}": the parent's session becomes the student's, and
 * the student home opens. The store is used directly rather than the auth
 * feature's hook because features do not import each other; the /student
 * guard already sends a child who still has a one-time password to
 * /change_password first.
 */
export function useLoginAsStudent() {
  const store = useAuthStore();
  const navigate = useNavigate();
  const actAs = useMutation({
    mutationFn: (studentId: string) => store.actAs(studentId),
    onSuccess: (user) => {
      // No user means the session was lost; the guards send the visitor to sign in.
      if (user) navigate('/student', { replace: true });
    },
    onError: showError,
  });
  return {
    loginAs: (studentId: string) => actAs.mutate(studentId),
    pendingId: actAs.isPending ? actAs.variables : null,
  };
}
