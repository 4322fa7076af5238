import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { fetchLiveQuestions } from '../../api/liveQuestionsApi';
import type { SessionChannel } from '../sessionChannel';

export const liveQuestionsKey = (sessionId: string) => ['sessions', 'questions', sessionId];

/**
 * The session's live questions, read again whenever the channel says one
 * was asked or answered, and after a dropped connection comes back (it
 * may have missed that).
 */
export function useLiveQuestions(sessionId: string, channel: SessionChannel) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const readAgain = () =>
      void queryClient.invalidateQueries({ queryKey: liveQuestionsKey(sessionId) });
    return channel.listen({ onQuestions: readAgain, onWelcome: readAgain });
  }, [channel, queryClient, sessionId]);
  return useQuery({
    queryKey: liveQuestionsKey(sessionId),
    queryFn: () => fetchLiveQuestions(sessionId),
  });
}
