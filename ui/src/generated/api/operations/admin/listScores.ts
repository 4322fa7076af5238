// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Every student's score in every subject, the on-track level standing in until the student's first answer. */
export const listScores: Operation<paths['/api/student/subject_scores/list']['get']> = {
  method: 'GET',
  path: 'student/subject_scores/list',
  auth: true,
  response: { schema: 'StudentSubjectScore', list: true, load: () => import('../../validators/StudentSubjectScore.js') },
};
