import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';

import type { AnswerRecord } from '../../../generated/api/schemas';
import { logError } from '../../../lib/remoteLog';
import { fetchAnswers, saveResolved, saveReview } from '../api/performanceApi';
import { type AnswerFilters, filterAnswers, firstWeeks } from '../rules/answerFilters';
import { answerWindow } from '../rules/answerWindow';
import { afterAction, type ReviewAction, type ReviewFlags } from '../rules/reviewFlags';
import { loggedLoad } from './loggedLoad';
import { performanceKeys } from './queryKeys';

type AnswerPages = InfiniteData<AnswerRecord[], number>;

function withFlags(data: AnswerPages | undefined, id: string, flags: ReviewFlags) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.map((record) => (record._id === id ? { ...record, ...flags } : record)),
    ),
  };
}

const flagsOf = ({ reviewed, help_requested, resolved }: ReviewFlags): ReviewFlags => ({
  reviewed,
  help_requested,
  resolved,
});

interface ReviewChange {
  id: string;
  action: ReviewAction;
  before: ReviewFlags;
  after: ReviewFlags;
}

/**
 * A student's answers in weekly windows: the first load covers the
 * filters' weeks (one by default), each `loadMore` one week before that.
 * Review actions show at once and are undone if the server refuses them;
 * that failure is only logged (docs/screens.md).
 */
export function useAnswers(studentId: string, filters: AnswerFilters) {
  const queryClient = useQueryClient();
  // One fixed "now" per visit, so the weekly windows meet exactly.
  const [anchor] = useState(() => Date.now());
  const weeks = firstWeeks(filters, anchor);
  const key = performanceKeys.answers(studentId, weeks);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      loggedLoad(() => fetchAnswers(studentId, answerWindow(pageParam, weeks, anchor))),
    initialPageParam: 0,
    getNextPageParam: (_last, _pages, step) => step + 1,
    enabled: studentId !== '',
  });

  const change = useMutation({
    mutationFn: ({ id, action, after }: ReviewChange) =>
      action === 'resolve'
        ? saveResolved(id, { resolved: after.resolved })
        : saveReview(id, { reviewed: after.reviewed, help_requested: after.help_requested }),
    onMutate: async ({ id, after }: ReviewChange) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<AnswerPages>(key, (data) => withFlags(data, id, after));
    },
    onError: (error, { id, before }) => {
      queryClient.setQueryData<AnswerPages>(key, (data) => withFlags(data, id, before));
      logError(error);
    },
  });

  const records = query.data?.pages.flat() ?? [];
  return {
    records,
    shown: filterAnswers(records, filters, anchor),
    now: anchor,
    loading: query.isPending,
    // A failed 'load more' keeps the weeks already shown.
    failed: query.isError && !query.data,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    act(record: AnswerRecord, action: ReviewAction) {
      const before = flagsOf(record);
      change.mutate({ id: record._id, action, before, after: afterAction(before, action) });
    },
  };
}
