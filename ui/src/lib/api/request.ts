import { ApiError, errorsFromBody, toApiError } from './apiError';
import type { CallArgs, Operation, ResponseOf } from './operation';
import { assertRequest, fitsResponse, loadValidator } from './schemas';
import type { TransportRequest, TransportResponse } from './transport';

export type Send = (request: TransportRequest) => Promise<TransportResponse>;

/** A call's arguments once their types have done their work. */
interface CallParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** `path` with its `{name}` placeholders filled from `params`, each encoded. */
export function resolvePath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) {
      throw new ApiError(400, ['Invalid API props', `missing ${name}`]);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query as name-value pairs: lists repeat their name, absent values are left out. */
export function queryPairs(query: Record<string, unknown> = {}): [string, string][] {
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
export async function performCall<Op extends Operation>(
  operation: Op,
  args: CallArgs<Op> | undefined,
  send: Send,
): Promise<ResponseOf<Op>> {
  const { params, query, body } = (args ?? {}) as CallParts;
  if (operation.request) assertRequest(operation.request, body);
  // The answer's validator loads while the request is on its way; a failed
  // load is met below, once the request has answered.
  if (operation.response) loadValidator(operation.response).catch(() => undefined);
  const request: TransportRequest = {
    method: operation.method,
    path: resolvePath(operation.path, params),
    query: queryPairs(query),
    body,
    auth: operation.auth,
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
  if (operation.response && !(await fitsResponse(operation.response, response.body))) {
    throw new ApiError(500, ['Invalid response']);
  }
  return response.body as ResponseOf<Op>;
}
