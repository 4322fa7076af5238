// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.
import type { Validator } from '../../../lib/api/operation';

export declare const validate: Validator;
