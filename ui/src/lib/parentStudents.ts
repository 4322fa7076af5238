import * as parents from '../generated/api/operations/parents';
import type { StudentSummary } from '../generated/api/schemas';
import { ApiError } from './api/apiError';
import { call } from './api/client';

/**
 * The signed-in parent's students, from their profile (`GET parent`): the
 * only place the server lists them. A parent without a profile yet (404)
 * has none. Shared because several parent screens start with a student
 * picker.
 */
export async function fetchParentStudents(): Promise<StudentSummary[]> {
  try {
    const profile = await call(parents.getParent);
    return profile.students;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
