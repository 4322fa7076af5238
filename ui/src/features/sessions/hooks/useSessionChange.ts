import { useMutation, useQueryClient } from '@tanstack/react-query';

import { logError } from '../../../lib/remoteLog';
import { showSuccess } from '../../../lib/toasts';
import { SESSIONS_KEY } from './useSessionWeeks';

/**
 * One change to a session or subscription from a dialog: on success it
 * says so, closes the dialog and reloads every session list, since a
 * change can move a session between weeks or hand it to another tutor.
 * A failure stays in the dialog for it to show.
 */
export function useSessionChange<Input>(
  change: (input: Input) => Promise<unknown>,
  successText: string,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      showSuccess(successText);
      onDone();
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: logError,
  });
}
