/**
 * An error as the reader is told it: what a call threw (an API refusal, no answer at all, a
 * proxy's page) read into its reason and values, and said in the page's language
 * (api-error-text.ts, loaded on an error only). The API's reasons are shared/refusals.ts and
 * shared/validation-messages.ts; an older API sends no reason, a newer one may send a reason
 * this build does not know: its English `message` is shown then.
 */
import { HTTPError, TimeoutError } from 'ky';
import type { FormatOptions } from '#shared/i18n/format.ts';
import { messageLocale } from '#shared/i18n/locale.ts';
import type { ReasonParams } from '#shared/validation-messages.ts';
import type { ClientReason } from './api-error-text.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `params` as sent: only its text and number values. */
function readParams(value: unknown): ReasonParams {
  if (!isRecord(value)) return {};
  const params: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[name] = param;
  }
  return params;
}

/** `fieldReasons` as sent: each field's reason and values. */
function readFieldReasons(value: unknown): Record<string, ReasonRead> | undefined {
  if (!isRecord(value)) return undefined;
  const reasons: Record<string, ReasonRead> = {};
  for (const [field, read] of Object.entries(value)) {
    if (isRecord(read) && typeof read.reason === 'string')
      reasons[field] = { reason: read.reason, params: readParams(read.params) };
  }
  return reasons;
}

/**
 * The API's `{error: {code, reason, params, message, fields?, fieldReasons?}}` body, or null.
 * Checked by hand: zod would put ~50 KB into the first-paint bundle just for this. An older API
 * sends no reason: the message is all there is.
 */
export async function readErrorBody(response: Response): Promise<ReadableApiError | null> {
  try {
    const body: unknown = await response.clone().json();
    if (!isRecord(body) || !isRecord(body.error)) return null;
    const { code, message, reason, params, fields, fieldReasons } = body.error;
    if (typeof code !== 'string' || typeof message !== 'string') return null;
    return {
      code,
      message,
      ...(typeof reason === 'string' ? { reason, params: readParams(params) } : {}),
      fields: isRecord(fields) ? (fields as Record<string, string>) : undefined,
      fieldReasons: readFieldReasons(fieldReasons),
    };
  } catch {
    return null;
  }
}

/** A reason of the API (shared/api-error.ts) and its values, as read: maybe one this build does not know. */
export type ReasonRead = { reason: string; params: ReasonParams };

/**
 * An error in a sentence for the person, with the API's stable `reason` and `params` when the API
 * answered (shared/refusals.ts, shared/validation-messages.ts), so a screen can say it in the
 * person's language, the English `message` being the fallback; and for bad fields each field's
 * message (`fields`) and reason (`fieldReasons`).
 */
export type ReadableApiError = {
  message: string;
  code?: string;
  reason?: string;
  params?: ReasonParams;
  fields?: Record<string, string>;
  fieldReasons?: Record<string, ReasonRead>;
  status?: number;
};

/**
 * An error already read (readApiError), thrown on by code that keeps only its sentence yet must
 * keep the API's reason too (the outbox's refusals, the checkout): readApiError gives it back.
 */
export class ReadApiError extends Error {
  constructor(
    readonly read: ReadableApiError,
    options?: ErrorOptions,
  ) {
    super(read.message, options);
    this.name = 'ReadApiError';
  }
}

/** Why a status failed when the API did not say (a proxy's page): the client's own reasons. */
const STATUS_REASONS: Record<number, ClientReason> = {
  400: 'client_invalid_request',
  401: 'client_session_ended',
  403: 'client_not_allowed',
  404: 'client_not_found',
  409: 'client_conflict',
  429: 'client_too_many',
};

export function statusReason(status: number, otherwise: ClientReason): ReasonRead {
  const reason = STATUS_REASONS[status] ?? (status >= 500 ? 'client_server_problem' : otherwise);
  return { reason, params: reason === otherwise ? { status: String(status) } : {} };
}

/** True when the request never reached the server (offline, DNS, refused connection, timeout). */
export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TimeoutError || (error instanceof TypeError && !(error instanceof HTTPError))
  );
}

/** What an error is, before it is said: its reason and values, and the API's English if any. */
export type FoundError = Omit<ReadableApiError, 'message'> & { message?: string };

async function findError(error: unknown): Promise<FoundError> {
  if (error instanceof ReadApiError) return error.read;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const body = await readErrorBody(error.response);
    if (body) return { ...body, status };
    // Not the API's JSON (a proxy's error page): a generic sentence for the status.
    return { ...statusReason(status, 'client_request_failed'), status };
  }
  if (error instanceof TimeoutError) return { reason: 'client_timeout', code: 'timeout' };
  if (isNetworkError(error)) {
    // The browser says it is online, yet no answer came: the server (or the way to it) is down,
    // and telling the user to check their connection would send them looking in the wrong place.
    const online = typeof navigator === 'undefined' || navigator.onLine;
    return { reason: online ? 'client_unreachable' : 'client_offline', code: 'network' };
  }
  if (error instanceof Error && error.message) return { message: error.message };
  return { reason: 'client_unknown' };
}

/** The error's sentence in a language (loaded on an error only: not first-paint code). */
export async function said(found: FoundError, options: FormatOptions): Promise<ReadableApiError> {
  const { errorText } = await import('./api-error-text.ts');
  return { ...found, message: errorText(found, options) };
}

/** The sentence of a reason (the client's own, e.g. 'client_change_refused') in the page's language. */
export async function sayError(
  found: FoundError,
  options: FormatOptions = { locale: messageLocale() },
): Promise<string> {
  return (await said(found, options)).message;
}

/**
 * Turns whatever a call threw into a sentence for the user, in the page's language (the digits
 * of `options`; a screen passes the reader's, useApiError does): the API's reason and values
 * through the catalogue, its English `message` for a reason this build does not know.
 */
export async function readApiError(
  error: unknown,
  options: FormatOptions = { locale: messageLocale() },
): Promise<ReadableApiError> {
  return said(await findError(error), options);
}
