import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, ErrorCode } from '#shared/api-error.ts';

/** An expected refusal: becomes `{ error: { code, message, fields? } }` with its status in app.onError. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Please sign in again.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
