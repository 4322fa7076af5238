/**
 * The one error type every API call rejects with, so screens can show
 * `messages` and act on `status` without caring which transport ran.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];

  constructor(status: number, messages: string[]) {
    super(`API Error: ${messages.join(',')}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}

/** The server's `{"errors": [...]}` list, when the body has one. */
export function errorsFromBody(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const { errors } = body;
  if (!Array.isArray(errors)) return null;
  return errors.map((message) => String(message));
}

/** Anything thrown becomes an ApiError: status 500 when no response said otherwise. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error) return new ApiError(500, [error.message]);
  return new ApiError(500, [String(error)]);
}

/** The messages to show a person for any failure. */
export function errorMessages(error: unknown): string[] {
  return toApiError(error).messages;
}
