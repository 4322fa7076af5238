import type { ErrorObject } from 'ajv';

import type { HttpMethod } from './transport';

/** A validator compiled ahead of time from one of the document's schemas. */
export interface Validator {
  (data: unknown): boolean;
  /** What the last failed check found. */
  errors?: ErrorObject[] | null;
}

/** A request body's schema: its name in the document and its validator. */
export interface SchemaCheck {
  readonly schema: string;
  readonly validate: Validator;
  /** The body is a list of such items (the document's lists have no schema of their own). */
  readonly list?: true;
}

/**
 * An answer's schema, whose validator loads with the first call that needs
 * it, while the request is on its way: no page waits for the checks of the
 * data it is about to ask for.
 */
export interface LoadedSchemaCheck extends Omit<SchemaCheck, 'validate'> {
  readonly load: () => Promise<{ validate: Validator }>;
}

/**
 * One operation of the server's API document, as src/generated/api
 * describes it; `Types` is its entry in src/generated/api/types.ts and
 * only carries the types of its parameters, body and answer.
 */
export interface Operation<Types = unknown> {
  readonly method: HttpMethod;
  /** Relative to `/api/`, with `{name}` placeholders for the path parameters. */
  readonly path: string;
  /** Whether the server wants the bearer token. */
  readonly auth: boolean;
  /** The JSON body's schema; nothing is sent when the body breaks it. */
  readonly request?: SchemaCheck;
  /** The successful JSON answer's schema. */
  readonly response?: LoadedSchemaCheck;
  readonly types?: Types;
}

type TypesOf<Op> = Op extends Operation<infer Types> ? Types : never;

type ParamsArg<Types> = Types extends { parameters: { path: infer Params } }
  ? { params: Params }
  : { params?: never };

type QueryArg<Types> = Types extends { parameters: { query: infer Query } }
  ? { query: Query }
  : Types extends { parameters: { query?: infer Query } }
    ? [Query] extends [never]
      ? { query?: never }
      : { query?: Query }
    : { query?: never };

/** Where the document has no body, an empty JSON object may still be sent. */
type BodyArg<Types, Body> = Types extends { requestBody: { content: Record<string, unknown> } }
  ? { body: Body }
  : Types extends { requestBody?: { content: Record<string, unknown> } }
    ? { body?: Body }
    : { body?: Record<string, never> };

type JsonBodyOf<Types> = Types extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** What a call of the operation passes: path parameters, query and JSON body, as the document types them. */
export type CallArgs<Op> = ParamsArg<TypesOf<Op>> &
  QueryArg<TypesOf<Op>> &
  BodyArg<TypesOf<Op>, JsonBodyOf<TypesOf<Op>>>;

/** The same for an operation whose body is raw bytes. */
export type BytesArgs<Op> = ParamsArg<TypesOf<Op>> &
  QueryArg<TypesOf<Op>> &
  BodyArg<TypesOf<Op>, Blob>;

/** The successful JSON answer, as the document types it. */
export type ResponseOf<Op> =
  TypesOf<Op> extends {
    responses: { 200: { content: { 'application/json': infer Response } } };
  }
    ? Response
    : never;

/** The arguments as a rest parameter: optional when nothing in them is required. */
export type ArgsList<Args> = object extends Args ? [args?: Args] : [args: Args];
