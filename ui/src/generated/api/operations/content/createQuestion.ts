// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as QuestionBody } from '../../validators/QuestionBody.js';

/** Adds a question to an endcode. The question is refused, with a message naming the part at fault, unless its own answers mark correct. */
export const createQuestion: Operation<paths['/api/endcode/{endcode_id}/question']['post']> = {
  method: 'POST',
  path: 'endcode/{endcode_id}/question',
  auth: true,
  request: { schema: 'QuestionBody', validate: QuestionBody },
  response: { schema: 'AdminQuestion', load: () => import('../../validators/AdminQuestion.js') },
};
