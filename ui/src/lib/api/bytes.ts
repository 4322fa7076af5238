import { ApiError, errorsFromBody, toApiError } from './apiError';
import { getTransport } from './client';
import type { ArgsList, BytesArgs, Operation, ResponseOf } from './operation';
import { queryPairs, resolvePath } from './request';
import { fitsResponse } from './schemas';
import type { BytesResponse } from './transport';

export interface DownloadedFile {
  blob: Blob;
  /** The name the server suggests (Content-Disposition), when it gives one. */
  fileName: string | null;
}

/** False on the desktop app, whose transport only carries JSON for now. */
export function canSendBytes(): boolean {
  return getTransport().sendBytes !== undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

interface BytesParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Blob;
}

/** Sends the call; error statuses become ApiError with the server's messages. */
async function sendBytesCall(
  operation: Operation,
  { params, query, body }: BytesParts = {},
): Promise<BytesResponse> {
  const transport = getTransport();
  if (!transport.sendBytes) {
    throw new ApiError(501, ['Files can only be sent from the web version of Plytime']);
  }
  let response: BytesResponse;
  try {
    response = await transport.sendBytes({
      method: operation.method,
      path: resolvePath(operation.path, params),
      query: queryPairs(query),
      body,
    });
  } catch (error) {
    throw toApiError(error);
  }
  if (response.status >= 400) {
    const text = await response.blob.text();
    throw new ApiError(
      response.status,
      errorsFromBody(parseJson(text)) ?? [text || `Request failed with status ${response.status}`],
    );
  }
  return response;
}

/** Sends a file; the JSON answer is checked against the operation's schema like any other. */
export async function uploadBytes<Op extends Operation>(
  operation: Op,
  ...[args]: ArgsList<BytesArgs<Op>>
): Promise<ResponseOf<Op>> {
  const response = await sendBytesCall(operation, args as BytesParts | undefined);
  const body = parseJson(await response.blob.text());
  if (operation.response && !(await fitsResponse(operation.response, body))) {
    throw new ApiError(500, ['Invalid response']);
  }
  return body as ResponseOf<Op>;
}

function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}

/** Fetches a file with the signed-in user's authority. */
export async function downloadBytes<Op extends Operation>(
  operation: Op,
  ...[args]: ArgsList<BytesArgs<Op>>
): Promise<DownloadedFile> {
  const response = await sendBytesCall(operation, args as BytesParts | undefined);
  return {
    blob: response.blob,
    fileName: fileNameFrom(response.headers.get('Content-Disposition')),
  };
}
