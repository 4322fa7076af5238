import * as tokens from '../../../generated/api/operations/tokens';
import { call } from '../../../lib/api/client';

/** The student's token balance, for the home screen's Tokens button. */
export async function fetchTokenTotal(studentId: string): Promise<number> {
  const list = await call(tokens.tokenList, { params: { student_id: studentId } });
  return list.total_token_count;
}
