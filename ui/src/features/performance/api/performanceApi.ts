import type { AnswerRecord } from '../../../generated/AnswerRecord';
import type { PerformanceNode } from '../../../generated/PerformanceNode';
import type { ResolveUpdate } from '../../../generated/ResolveUpdate';
import type { ReviewUpdate } from '../../../generated/ReviewUpdate';
import type { Success } from '../../../generated/Success';
import type { TrendStat } from '../../../generated/TrendStat';
import { apiList, apiRequest } from '../../../lib/api/client';
import type { AnswerWindow } from '../rules/answerWindow';

export function fetchAnswers(studentId: string, window: AnswerWindow): Promise<AnswerRecord[]> {
  return apiList<AnswerRecord>('AnswerRecord', {
    method: 'GET',
    path: 'student/{student}/answers',
    params: { student: studentId },
    query: { since_date_iso: window.since, to_date_iso: window.to },
  });
}

export function saveReview(answerId: string, body: ReviewUpdate): Promise<Success> {
  return apiRequest<Success>({
    method: 'PUT',
    path: 'student/answer/{answer}',
    params: { answer: answerId },
    body,
    requestSchema: 'ReviewUpdate',
    responseSchema: 'Success',
  });
}

export function saveResolved(answerId: string, body: ResolveUpdate): Promise<Success> {
  return apiRequest<Success>({
    method: 'PUT',
    path: 'student/answer/{answer}/resolve',
    params: { answer: answerId },
    body,
    requestSchema: 'ResolveUpdate',
    responseSchema: 'Success',
  });
}

export function fetchCurrentStats(studentId: string): Promise<PerformanceNode[]> {
  return apiList<PerformanceNode>('PerformanceNode', {
    method: 'GET',
    path: 'student/{student}/current_stats',
    params: { student: studentId },
  });
}

export function fetchTrendStats(studentId: string): Promise<TrendStat[]> {
  return apiList<TrendStat>('TrendStat', {
    method: 'GET',
    path: 'student/{student}/trend_stats',
    params: { student: studentId },
  });
}
