import type { ErrorObject } from 'ajv';

import { reloadIfMissingCode } from '../newVersionReload';
import { ApiError } from './apiError';
import type { LoadedSchemaCheck, SchemaCheck, Validator } from './operation';

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

/** The answers' validators asked for so far, each loaded once. */
const loadedValidators = new Map<LoadedSchemaCheck['load'], Promise<Validator>>();

/**
 * An answer's validator, loaded by its first call. When its file is gone
 * (a new version was deployed meanwhile) the page reloads, as it does for
 * a screen's code.
 */
export function loadValidator(check: LoadedSchemaCheck): Promise<Validator> {
  let validator = loadedValidators.get(check.load);
  if (!validator) {
    validator = check.load().then(
      (module) => module.validate,
      (error: unknown) => {
        loadedValidators.delete(check.load);
        reloadIfMissingCode(error);
        throw error;
      },
    );
    loadedValidators.set(check.load, validator);
  }
  return validator;
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
export async function fitsResponse(check: LoadedSchemaCheck, body: unknown): Promise<boolean> {
  const validate = await loadValidator(check);
  if (!check.list) return validate(body);
  return Array.isArray(body) && body.every((item) => validate(item));
}
