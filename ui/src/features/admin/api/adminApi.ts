import type { AdminVariables } from '../../../generated/AdminVariables';
import type { ApiStatus } from '../../../generated/ApiStatus';
import * as admin from '../../../generated/api/operations/admin';
import * as util from '../../../generated/api/operations/util';
import type { ResetScoreRequest } from '../../../generated/ResetScoreRequest';
import type { StudentSubjectScore } from '../../../generated/StudentSubjectScore';
import type { Success } from '../../../generated/Success';
import { call } from '../../../lib/api/client';

/** What the API root says about the API (`GET /api`). */
export function fetchApiStatus(): Promise<ApiStatus> {
  return call(util.apiStatus);
}

export function fetchVariables(): Promise<AdminVariables> {
  return call(admin.getVariables);
}

export function saveVariables(body: AdminVariables): Promise<AdminVariables> {
  return call(admin.saveVariables, { body });
}

/** The score list pages with its own _from and _limit (docs/screens.md). */
export const SCORES_PAGE_SIZE = 50;

/** One page of subject scores; a blank student id lists every student. */
export function listScores(from: number, studentId: string): Promise<StudentSubjectScore[]> {
  return call(admin.listScores, {
    query: {
      _from: from,
      _limit: SCORES_PAGE_SIZE,
      studentId: studentId.trim() === '' ? undefined : studentId.trim(),
    },
  }) as Promise<StudentSubjectScore[]>;
}

export function resetScore(body: ResetScoreRequest): Promise<Success> {
  return call(admin.resetScore, { body });
}
