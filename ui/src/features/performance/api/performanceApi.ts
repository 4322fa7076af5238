import type {
  AnswerRecord,
  PerformanceNode,
  ResolveUpdate,
  ReviewUpdate,
  Success,
  TrendStat,
} from '../../../generated/api/schemas';
import * as performance from '../../../generated/api/operations/performance';
import * as review from '../../../generated/api/operations/review';
import { call } from '../../../lib/api/client';
import type { AnswerWindow } from '../rules/answerWindow';

export function fetchAnswers(studentId: string, window: AnswerWindow): Promise<AnswerRecord[]> {
  return call(review.listAnswers, {
    params: { student_id: studentId },
    query: { since_date_iso: window.since, to_date_iso: window.to },
  });
}

export function saveReview(answerId: string, body: ReviewUpdate): Promise<Success> {
  return call(review.reviewAnswer, { params: { answer_id: answerId }, body });
}

export function saveResolved(answerId: string, body: ResolveUpdate): Promise<Success> {
  return call(review.resolveAnswer, { params: { answer_id: answerId }, body });
}

export function fetchCurrentStats(studentId: string): Promise<PerformanceNode[]> {
  return call(performance.currentStats, {
    params: { student_id: studentId },
  });
}

export function fetchTrendStats(studentId: string): Promise<TrendStat[]> {
  return call(performance.trendStats, { params: { student_id: studentId } });
}
