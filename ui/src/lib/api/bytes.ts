import { ApiError, errorsFromBody, toApiError } from './apiError';
import { getTransport } from './client';
import { checkSchema, type SchemaName } from './schemas';
import type { BytesResponse, HttpMethod } from './transport';

/** A call whose body, or answer, is a file rather than JSON. */
export interface BytesCall {
  method: HttpMethod;
  /** Relative to `/api/`. */
  path: string;
  query?: Record<string, string>;
  body?: Blob;
}

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

/** Sends the call; error statuses become ApiError with the server's messages. */
async function sendBytesCall(call: BytesCall): Promise<BytesResponse> {
  const transport = getTransport();
  if (!transport.sendBytes) {
    throw new ApiError(501, ['Files can only be sent from the web version of Plytime']);
  }
  let response: BytesResponse;
  try {
    response = await transport.sendBytes({
      method: call.method,
      path: call.path,
      query: Object.entries(call.query ?? {}),
      body: call.body,
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

/** Sends a file; the JSON answer is checked against `responseSchema` like any other. */
export async function uploadBytes<Response>(
  call: BytesCall & { responseSchema: SchemaName },
): Promise<Response> {
  const response = await sendBytesCall(call);
  const body = parseJson(await response.blob.text());
  if (checkSchema(call.responseSchema, body).length > 0) {
    throw new ApiError(500, ['Invalid response']);
  }
  return body as Response;
}

function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}

/** Fetches a file with the signed-in user's authority. */
export async function downloadBytes(call: Omit<BytesCall, 'body'>): Promise<DownloadedFile> {
  const response = await sendBytesCall(call);
  return {
    blob: response.blob,
    fileName: fileNameFrom(response.headers.get('Content-Disposition')),
  };
}
