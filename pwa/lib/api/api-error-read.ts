/**
 * Reads what a call threw into its reason and values, and says it in a language (decision 021;
 * api-error.ts has the shapes). Loaded on an error only, by api-client.ts: not first-paint code.
 */
import { HTTPError, TimeoutError } from 'ky';
import type { FormatOptions } from '#shared/i18n/format.ts';
import type { ReasonParams } from '#shared/validation-messages.ts';
import {
  isNetworkError,
  ReadApiError,
  type FoundError,
  type ReadableApiError,
  type ReasonRead,
} from './api-error.ts';
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
 * Checked by hand: zod would put itself into the first-paint bundle just for this. An older API
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

export async function findError(error: unknown): Promise<FoundError> {
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
