import type { AdminVariables } from '../../../generated/AdminVariables';
import type { ResetScoreRequest } from '../../../generated/ResetScoreRequest';
import type { StudentSubjectScore } from '../../../generated/StudentSubjectScore';
import type { Success } from '../../../generated/Success';
import { apiList, apiRequest } from '../../../lib/api/client';

export function fetchVariables(): Promise<AdminVariables> {
  return apiRequest<AdminVariables>({
    method: 'GET',
    path: 'admin_variables',
    responseSchema: 'AdminVariables',
  });
}

export function saveVariables(body: AdminVariables): Promise<AdminVariables> {
  return apiRequest<AdminVariables>({
    method: 'PUT',
    path: 'admin_variables',
    body,
    requestSchema: 'AdminVariables',
    responseSchema: 'AdminVariables',
  });
}

/** Spec 001 §9: the score list has its own _from and _limit. */
export const SCORES_PAGE_SIZE = 50;

/** One page of subject scores; a blank student id lists every student. */
export function listScores(from: number, studentId: string): Promise<StudentSubjectScore[]> {
  return apiList<StudentSubjectScore>('StudentSubjectScore', {
    method: 'GET',
    path: 'student/subject_scores/list',
    query: {
      _from: from,
      _limit: SCORES_PAGE_SIZE,
      studentId: studentId.trim() === '' ? undefined : studentId.trim(),
    },
  });
}

export function resetScore(body: ResetScoreRequest): Promise<Success> {
  return apiRequest<Success>({
    method: 'PUT',
    path: 'student/reset_student_score',
    body,
    requestSchema: 'ResetScoreRequest',
    responseSchema: 'Success',
  });
}
