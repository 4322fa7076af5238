import type { TokenList } from '../../../generated/TokenList';
import { apiRequest } from '../../../lib/api/client';

/** The student's token balance, for the home screen's Tokens button. */
export async function fetchTokenTotal(studentId: string): Promise<number> {
  const list = await apiRequest<TokenList>({
    method: 'GET',
    path: 'student/{student}/tokens',
    params: { student: studentId },
    responseSchema: 'TokenList',
  });
  return list.total_token_count;
}
