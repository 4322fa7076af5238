import type {
  AdminVariables,
  ApiStatus,
  ResetScoreRequest,
  StudentSubjectScore,
  Success,
} from '../../../generated/api/schemas';
import * as admin from '../../../generated/api/operations/admin';
import * as util from '../../../generated/api/operations/util';
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
  });
}

export function resetScore(body: ResetScoreRequest): Promise<Success> {
  return call(admin.resetScore, { body });
}
