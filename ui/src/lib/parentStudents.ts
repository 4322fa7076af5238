import type { ParentProfile } from '../generated/ParentProfile';
import type { StudentSummary } from '../generated/StudentSummary';
import { ApiError } from './api/apiError';
import { apiRequest } from './api/client';

/**
 * The signed-in parent's students, from their profile (`GET parent`): the
 * only place the server lists them. A parent without a profile yet (404)
 * has none. Shared because several parent screens start with a student
 * picker.
 */
export async function fetchParentStudents(): Promise<StudentSummary[]> {
  try {
    const profile = await apiRequest<ParentProfile>({
      method: 'GET',
      path: 'parent',
      responseSchema: 'ParentProfile',
    });
    return profile.students;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
