import type { NewStudentBody } from '../../../generated/NewStudentBody';
import type { ParentBody } from '../../../generated/ParentBody';
import type { ParentProfile } from '../../../generated/ParentProfile';
import type { Student } from '../../../generated/Student';
import { ApiError } from '../../../lib/api/apiError';
import { apiRequest } from '../../../lib/api/client';

/**
 * The signed-in parent's profile, or null while they have not created one
 * (the server answers 404 until then, which is a state, not a failure).
 */
export async function fetchParentProfile(): Promise<ParentProfile | null> {
  try {
    return await apiRequest<ParentProfile>({
      method: 'GET',
      path: 'parent',
      responseSchema: 'ParentProfile',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST creates the profile, PUT changes it; both answer with the whole profile. */
export function saveParentProfile(body: ParentBody, isNew: boolean): Promise<ParentProfile> {
  return apiRequest<ParentProfile>({
    method: isNew ? 'POST' : 'PUT',
    path: 'parent',
    body,
    requestSchema: 'ParentBody',
    responseSchema: 'ParentProfile',
  });
}

/** The one-time password is e-mailed to the parent, never returned here. */
export function createStudent(body: NewStudentBody): Promise<Student> {
  return apiRequest<Student>({
    method: 'POST',
    path: 'parent/student',
    body,
    requestSchema: 'NewStudentBody',
    responseSchema: 'Student',
  });
}
