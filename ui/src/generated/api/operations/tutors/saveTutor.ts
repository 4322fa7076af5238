// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as TutorBody } from '../../validators/TutorBody.js';

/** Saves a tutor's profile: the tutor their own, admins anyone's. Only admins change the subject; nobody changes the e-mail here. */
export const saveTutor: Operation<paths['/api/tutor']['put']> = {
  method: 'PUT',
  path: 'tutor',
  auth: true,
  request: { schema: 'TutorBody', validate: TutorBody },
  response: { schema: 'Tutor', load: () => import('../../validators/Tutor.js') },
};
