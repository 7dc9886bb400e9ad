/**
 * An error as the reader is told it: what a call threw (an API refusal, no answer at all, a
 * proxy's page) is read into its reason and values (api-error-read.ts) and said in the page's
 * language (api-error-text.ts); both load on an error only, so the first paint carries only
 * these types and api-client.ts's two calls that load them. The API's reasons are
 * shared/refusals.ts and shared/validation-messages.ts; an older API sends no reason, a newer one
 * may send a reason this build does not know: its English `message` is shown then.
 */
import { HTTPError, TimeoutError } from 'ky';
import type { ReasonParams } from '#shared/validation-messages.ts';

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

/** True when the request never reached the server (offline, DNS, refused connection, timeout). */
export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TimeoutError || (error instanceof TypeError && !(error instanceof HTTPError))
  );
}

/** What an error is, before it is said: its reason and values, and the API's English if any. */
export type FoundError = Omit<ReadableApiError, 'message'> & { message?: string };
