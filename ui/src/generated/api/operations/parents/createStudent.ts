// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NewStudentBody } from '../../validators/NewStudentBody.js';

/** Creates a student account for the signed-in parent. The one-time password goes to the parent by e-mail; the child replaces it at first sign-in. */
export const createStudent: Operation<paths['/api/parent/student']['post']> = {
  method: 'POST',
  path: 'parent/student',
  auth: true,
  request: { schema: 'NewStudentBody', validate: NewStudentBody },
  response: { schema: 'Student', load: () => import('../../validators/Student.js') },
};
