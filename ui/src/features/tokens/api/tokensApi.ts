import * as tokens from '../../../generated/api/operations/tokens';
import type { PrizeList, Success, TokenList } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

export function fetchTokens(studentId: string): Promise<TokenList> {
  return call(tokens.tokenList, { params: { student_id: studentId } });
}

export function fetchPrizes(): Promise<PrizeList> {
  return call(tokens.prizes);
}

/** A student redeems for themselves, so no student_id is sent. */
export function redeemPrize(prizeId: string): Promise<Success> {
  return call(tokens.redeem, { body: { prize_id: prizeId } });
}
