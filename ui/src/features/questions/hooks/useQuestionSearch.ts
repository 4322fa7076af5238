import { useState } from 'react';

import type { AdminQuestion, QuestionStatus, SearchMetadata } from '../../../generated/api/schemas';
import { useBusy } from '../../../lib/busy';
import { logError } from '../../../lib/remoteLog';
import { showError } from '../../../lib/toasts';
import { PAGE_SIZE, type SearchFilter, searchQuestions } from '../api/searchApi';

export const SEARCH_BUSY = 'Cannot search when busy';

export const DEFAULT_FILTER: SearchFilter = { status: ['live'], ref: '' };

const STATUSES: QuestionStatus[] = ['draft', 'review', 'approved', 'live', 'archived'];

/** A filter from the address (?ref=..&status=..), or null when it has none. */
export function filterFromQuery(params: URLSearchParams): SearchFilter | null {
  if (!params.has('ref') && !params.has('status')) return null;
  const status = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .filter((value): value is QuestionStatus => STATUSES.includes(value as QuestionStatus));
  return { ref: params.get('ref') ?? '', status };
}

export function queryFromFilter(filter: SearchFilter): URLSearchParams {
  const params = new URLSearchParams({ ref: filter.ref });
  for (const status of filter.status) params.append('status', status);
  return params;
}

/**
 * Question search with paging. A failed search is only logged and the
 * table stays as it was; a search while one runs is refused.
 */
export function useQuestionSearch(initial: SearchFilter) {
  const [filter, setFilter] = useState<SearchFilter>(initial);
  const [questions, setQuestions] = useState<AdminQuestion[] | null>(null);
  const [metadata, setMetadata] = useState<SearchMetadata | null>(null);
  const { busy, run } = useBusy();

  async function search(from = 0, using: SearchFilter = filter) {
    try {
      await run(SEARCH_BUSY, async () => {
        try {
          const result = await searchQuestions(using, from);
          setQuestions(result.data);
          setMetadata(result.metadata);
        } catch (error) {
          logError(error);
        }
      });
    } catch (busyError) {
      showError(busyError);
    }
  }

  const from = metadata?.from ?? 0;
  return {
    filter,
    setFilter,
    questions,
    metadata,
    busy,
    search,
    hasPrevious: from > 0,
    hasNext: metadata !== null && metadata.to < metadata.of,
    previous: () => search(Math.max(0, from - PAGE_SIZE)),
    next: () => search(from + PAGE_SIZE),
    /** Shows a saved or archived question in the table without searching again. */
    replace: (question: AdminQuestion) =>
      setQuestions(
        (current) => current?.map((each) => (each._id === question._id ? question : each)) ?? null,
      ),
  };
}
