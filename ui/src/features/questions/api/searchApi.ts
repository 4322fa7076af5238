import type { QuestionSearchResult } from '../../../generated/QuestionSearchResult';
import type { QuestionStatus } from '../../../generated/QuestionStatus';
import { apiRequest } from '../../../lib/api/client';

/** Spec 000 §9: pages of 50. */
export const PAGE_SIZE = 50;

export interface SearchFilter {
  status: QuestionStatus[];
  ref: string;
}

export function searchQuestions(filter: SearchFilter, from: number): Promise<QuestionSearchResult> {
  return apiRequest<QuestionSearchResult>({
    method: 'GET',
    path: 'admin/question/search',
    query: { status: filter.status, ref: filter.ref, _from: from, _limit: PAGE_SIZE },
    responseSchema: 'QuestionSearchResult',
  });
}
