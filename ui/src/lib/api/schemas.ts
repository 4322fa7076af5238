import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';

import openapi from '../../generated/openapi.json';

/** Names of the server's request and response schemas (OpenAPI components). */
export type SchemaName = keyof typeof openapi.components.schemas;

/** One failed check: what is wrong, with what value, and where. */
export interface SchemaProblem {
  path: string;
  message: string;
  value: unknown;
}

const DOCUMENT_ID = 'plytime-openapi';

let ajv: Ajv2020 | null = null;
const compiled = new Map<string, ValidateFunction>();

/**
 * Only `components` is registered: the schemas refer to each other as
 * `#/components/schemas/Name`, and leaving `paths` out keeps OpenAPI-only
 * keywords away from the JSON Schema compiler. Formats such as `int64` are
 * annotations here, not checks.
 */
function validatorFor(name: string): ValidateFunction {
  const cached = compiled.get(name);
  if (cached) return cached;
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(
      { $id: DOCUMENT_ID, components: openapi.components },
      undefined,
      undefined,
      false,
    );
  }
  const validate = ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`Unknown API schema ${name}`);
  compiled.set(name, validate);
  return validate;
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

/** Checks `data` against the named schema; an empty list means it passed. */
export function checkSchema(name: SchemaName, data: unknown): SchemaProblem[] {
  const validate = validatorFor(name);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((error) => toProblem(data, error));
}

/** How a problem reads in an 'Invalid API props' error. */
export function describeProblem(problem: SchemaProblem): string {
  const value = problem.value === undefined ? 'undefined' : JSON.stringify(problem.value);
  return `${problem.path}: ${problem.message} (value: ${value})`;
}
