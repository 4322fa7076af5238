import type { ErrorObject } from 'ajv';

import { ApiError } from './apiError';
import type { SchemaCheck } from './operation';

/** One failed check: what is wrong, with what value, and where. */
export interface SchemaProblem {
  path: string;
  message: string;
  value: unknown;
}

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      data,
    );
}

function toProblem(data: unknown, error: ErrorObject): SchemaProblem {
  const missing =
    error.keyword === 'required' && typeof error.params.missingProperty === 'string'
      ? `/${error.params.missingProperty}`
      : '';
  const path = `${error.instancePath}${missing}` || '/';
  return { path, message: error.message ?? 'is invalid', value: valueAt(data, path) };
}

/** Checks `data` against the schema; an empty list means it passed. */
export function checkSchema({ validate }: SchemaCheck, data: unknown): SchemaProblem[] {
  if (validate(data)) return [];
  return (validate.errors ?? []).map((error) => toProblem(data, error));
}

/** How a problem reads in an 'Invalid API props' error. */
export function describeProblem(problem: SchemaProblem): string {
  const value = problem.value === undefined ? 'undefined' : JSON.stringify(problem.value);
  return `${problem.path}: ${problem.message} (value: ${value})`;
}

/** Refuses a body that breaks its schema, naming every problem; nothing should be sent then. */
export function assertRequest(check: SchemaCheck, body: unknown): void {
  const problems = checkSchema(check, body);
  if (problems.length > 0) {
    throw new ApiError(400, ['Invalid API props', ...problems.map(describeProblem)]);
  }
}

/** Whether an answer fits its schema: the schema itself, or, for a list, each item. */
export function fitsResponse({ validate, list }: SchemaCheck, body: unknown): boolean {
  if (!list) return validate(body);
  return Array.isArray(body) && body.every((item) => validate(item));
}
