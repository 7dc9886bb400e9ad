// The one place errors become responses: the project's error shape, never a stack trace. An error
// can come after a response was made (a step after the handler, a failing encoder): that response is
// dropped whole first, so none of its headers (Content-Encoding, ETag, Cache-Control,
// Content-Length) go out on the error (lib/finish-response.ts).
import { HTTPException } from 'hono/http-exception';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '#shared/api-error.ts';
import { refusal } from '#shared/refusals.ts';
import type { AppEnv } from '../lib/context.ts';
import { discardResponse } from '../lib/finish-response.ts';
import { errorBody, HttpError } from '../lib/http-error.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  discardResponse(c);
  if (error instanceof HttpError) {
    return c.json(errorBody(error.code, error, error.fields), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals: a body that is not JSON is the only one the routes can meet.
    const status = error.status as ContentfulStatusCode;
    const malformed = refusal('malformed_json');
    const why = error.message === malformed.message ? malformed : refusal('request_not_understood');
    return c.json(errorBody(CODE_BY_STATUS[status] ?? 'bad_request', why), status);
  }
  c.get('logger')?.error('unhandled error', {
    error:
      error instanceof Error
        ? { name: error.name, message: error.message, stack: error.stack }
        : String(error),
  });
  return c.json(errorBody('internal', refusal('internal_error')), 500);
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(
    errorBody(
      'not_found',
      refusal('no_such_route', { method: c.req.method, path: new URL(c.req.url).pathname }),
    ),
    404,
  );
