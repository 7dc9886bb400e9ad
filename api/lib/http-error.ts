import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, ApiReason, ErrorCode } from '#shared/api-error.ts';
import { refusal, type Refusal, type RefusalArgs, type RefusalReason } from '#shared/refusals.ts';
import type { ReasonParams, ValidationKey } from '#shared/validation-messages.ts';

/** A field of a refusal: its sentence with reason and values, or a bare value (a changed total). */
export type RefusedField = Refusal<ApiReason> | string;

/**
 * An expected refusal: becomes `{ error: { code, reason, params, message, fields?, fieldReasons? } }`
 * with its status in app.onError. Made from a Refusal (shared/refusals.ts), never from a sentence.
 */
export class HttpError extends Error {
  readonly reason: ApiReason;
  readonly params: ReasonParams;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    why: Refusal<ApiReason>,
    readonly fields?: Readonly<Record<string, RefusedField>>,
  ) {
    super(why.message);
    this.name = 'HttpError';
    this.reason = why.reason;
    this.params = why.params;
  }
}

/** The response's body: each field's English in `fields`, its reason and values in `fieldReasons`. */
export function errorBody(
  code: ErrorCode,
  why: Refusal<ApiReason>,
  fields?: Readonly<Record<string, RefusedField>>,
): ApiError {
  const { reason, params, message } = why;
  const error: ApiError['error'] = { code, reason, params, message };
  if (fields) {
    error.fields = {};
    error.fieldReasons = {};
    for (const [name, field] of Object.entries(fields)) {
      if (typeof field === 'string') {
        error.fields[name] = field;
        continue;
      }
      error.fields[name] = field.message;
      error.fieldReasons[name] = { reason: field.reason, params: field.params };
    }
  }
  return { error };
}

type Refuse = <R extends RefusalReason>(reason: R, ...args: RefusalArgs<R>) => HttpError;

const refuseWith =
  (status: ContentfulStatusCode, code: ErrorCode): Refuse =>
  (reason, ...args) =>
    new HttpError(status, code, refusal(reason, ...args));

export const badRequest = refuseWith(400, 'bad_request');
export const unauthorized = refuseWith(401, 'unauthorized');
export const forbidden = refuseWith(403, 'forbidden');
export const notFound = refuseWith(404, 'not_found');
export const conflict = refuseWith(409, 'conflict');

/** 400 for bad fields, each with its validation message; the first field's is the response's. */
export function invalidFields(fields: Readonly<Record<string, Refusal<ValidationKey>>>): HttpError {
  const [first] = Object.values(fields);
  if (!first) throw new Error('invalidFields needs a field.');
  return new HttpError(400, 'bad_request', first, fields);
}
