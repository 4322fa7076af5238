import { ApiError, errorsFromBody, toApiError } from './apiError';
import { checkSchema, describeProblem, type SchemaName } from './schemas';
import type { HttpMethod, TransportRequest, TransportResponse } from './transport';

type QueryValue = string | number | boolean | null | undefined | (string | number)[];

/** One API call as a feature describes it. */
export interface ApiCall {
  method: HttpMethod;
  /** Relative to `/api/`, with `{name}` placeholders filled from `params`. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Schema the body must satisfy before anything is sent. */
  requestSchema?: SchemaName;
  /** Schema the successful response must satisfy. */
  responseSchema?: SchemaName;
  /** Defaults to true: most calls need the bearer token. */
  auth?: boolean;
}

export type Send = (request: TransportRequest) => Promise<TransportResponse>;

/** `path` with its `{name}` placeholders filled from `params`, each encoded. */
export function resolvePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new ApiError(400, ['Invalid API props', `missing ${name}`]);
    return encodeURIComponent(value);
  });
}

function queryPairs(query: Record<string, QueryValue> = {}): [string, string][] {
  return Object.entries(query).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value.map((item) => [key, String(item)]);
    return [[key, String(value)]];
  });
}

/**
 * The pipeline every call goes through, whichever transport sends it:
 * local request check (nothing is sent when it fails), send, turn error
 * statuses into ApiError, check the response.
 */
export async function performCall<Response>(call: ApiCall, send: Send): Promise<Response> {
  if (call.requestSchema) {
    const problems = checkSchema(call.requestSchema, call.body);
    if (problems.length > 0) {
      throw new ApiError(400, ['Invalid API props', ...problems.map(describeProblem)]);
    }
  }
  const request: TransportRequest = {
    method: call.method,
    path: resolvePath(call.path, call.params),
    query: queryPairs(call.query),
    body: call.body,
    auth: call.auth ?? true,
  };
  let response: TransportResponse;
  try {
    response = await send(request);
  } catch (error) {
    throw toApiError(error);
  }
  if (response.status >= 400) {
    throw new ApiError(
      response.status,
      errorsFromBody(response.body) ?? [`Request failed with status ${response.status}`],
    );
  }
  if (call.responseSchema && checkSchema(call.responseSchema, response.body).length > 0) {
    throw new ApiError(500, ['Invalid response']);
  }
  return response.body as Response;
}
