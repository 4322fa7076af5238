import type { PrizeList } from '../../../generated/PrizeList';
import type { RedeemRequest } from '../../../generated/RedeemRequest';
import type { Success } from '../../../generated/Success';
import type { TokenList } from '../../../generated/TokenList';
import { apiRequest } from '../../../lib/api/client';

export function fetchTokens(studentId: string): Promise<TokenList> {
  return apiRequest<TokenList>({
    method: 'GET',
    path: 'student/{student}/tokens',
    params: { student: studentId },
    responseSchema: 'TokenList',
  });
}

export function fetchPrizes(): Promise<PrizeList> {
  return apiRequest<PrizeList>({
    method: 'GET',
    path: 'student/prizes',
    responseSchema: 'PrizeList',
  });
}

/** A student redeems for themselves, so no student_id is sent. */
export function redeemPrize(prizeId: string): Promise<Success> {
  const body: RedeemRequest = { prize_id: prizeId };
  return apiRequest<Success>({
    method: 'POST',
    path: 'student/prize',
    body,
    requestSchema: 'RedeemRequest',
    responseSchema: 'Success',
  });
}
