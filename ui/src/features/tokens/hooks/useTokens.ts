import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useAuth } from '../../../lib/auth/AuthContext';
import { showError, showNotice } from '../../../lib/toasts';
import { fetchPrizes, fetchTokens, redeemPrize } from '../api/tokensApi';

/** The reward toast stays up for 15 seconds. */
export const REWARD_TOAST_MS = 15_000;
export const REWARD_TEXT = "Woo-hoo your reward is on it's way!";

/** Redeem only once the balance covers the prize. */
export function canRedeem(total: number, amount: number): boolean {
  return total >= amount;
}

/**
 * The student's tokens and the prizes on offer. Redeeming shows the
 * reward toast and reloads the totals, so the balance and history show
 * the tokens spent.
 */
export function useTokens() {
  const studentId = useAuth().user?._id ?? '';
  const queryClient = useQueryClient();
  const tokenKey = ['tokens', studentId];
  const tokens = useQuery({
    queryKey: tokenKey,
    queryFn: () => fetchTokens(studentId),
    enabled: studentId !== '',
  });
  const prizes = useQuery({ queryKey: ['prizes'], queryFn: fetchPrizes });
  const redeem = useMutation({
    mutationFn: redeemPrize,
    onSuccess: () => {
      showNotice(REWARD_TEXT, REWARD_TOAST_MS);
      return queryClient.invalidateQueries({ queryKey: tokenKey });
    },
    onError: showError,
  });
  return { tokens, prizes, redeem };
}
