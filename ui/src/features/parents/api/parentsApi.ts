import * as parents from '../../../generated/api/operations/parents';
import type {
  NewStudentBody,
  ParentBody,
  ParentProfile,
  ReadAloud,
  Student,
  TimeAllowance,
  WeeklyDigest,
} from '../../../generated/api/schemas';
import { ApiError } from '../../../lib/api/apiError';
import { call } from '../../../lib/api/client';

/**
 * The signed-in parent's profile, or null while they have not created one
 * (the server answers 404 until then, which is a state, not a failure).
 */
export async function fetchParentProfile(): Promise<ParentProfile | null> {
  try {
    return await call(parents.getParent);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST creates the profile, PUT changes it; both answer with the whole profile. */
export function saveParentProfile(body: ParentBody, isNew: boolean): Promise<ParentProfile> {
  return call(isNew ? parents.createParent : parents.saveParent, { body });
}

/** The one-time password is e-mailed to the parent, never returned here. */
export function createStudent(body: NewStudentBody): Promise<Student> {
  return call(parents.createStudent, { body });
}

/** Extra time in games for one of the parent's children; answers with the whole profile. */
export function setTimeAllowance(
  studentId: string,
  allowance: TimeAllowance,
): Promise<ParentProfile> {
  return call(parents.setTimeAllowance, {
    params: { student_id: studentId },
    body: { time_allowance: allowance },
  });
}

/** Whether one of the parent's children hears each question read out; answers with the whole profile. */
export function setReadAloud(studentId: string, readAloud: ReadAloud): Promise<ParentProfile> {
  return call(parents.setReadAloud, {
    params: { student_id: studentId },
    body: { read_aloud: readAloud },
  });
}

/** Whether one of the parent's children's sessions are recorded; answers with the whole profile. */
export function setRecording(studentId: string, recorded: boolean): Promise<ParentProfile> {
  return call(parents.setRecording, {
    params: { student_id: studentId },
    body: { recorded },
  });
}

/** This week so far for each of the parent's children (docs/screens.md, "This week"). */
export function fetchThisWeek(): Promise<WeeklyDigest> {
  return call(parents.getDigest);
}
