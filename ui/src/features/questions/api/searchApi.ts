import * as content from '../../../generated/api/operations/content';
import type { QuestionSearchResult, QuestionStatus } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

/** Questions come in pages of 50. */
export const PAGE_SIZE = 50;

export interface SearchFilter {
  status: QuestionStatus[];
  ref: string;
}

export function searchQuestions(filter: SearchFilter, from: number): Promise<QuestionSearchResult> {
  return call(content.searchQuestions, {
    query: { status: filter.status, ref: filter.ref, _from: from, _limit: PAGE_SIZE },
  });
}
