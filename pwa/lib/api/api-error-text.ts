/**
 * An error in the reader's language: the API's `reason` and `params` through the catalogue
 * (shared/refusals.ts, shared/validation-messages.ts), or the client's own reasons when no answer
 * came (offline, a timeout, a proxy's page); the API's English `message` for a reason this build
 * does not know (a newer server). readApiError loads this on an error only: the catalogue's
 * refusals are not first-paint code.
 */
import type { FormatOptions } from '#shared/i18n/format.ts';
import { sentence, sentenceText, type ReasonParams } from '#shared/i18n/catalogue-text.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { refusalText } from '#shared/refusals.ts';
import { validationText } from '#shared/validation-messages.ts';

/** The client's own reasons: what it tells the reader when the API did not say why. */
const CLIENT_REASONS = {
  client_invalid_request: sentence(m.error_client_invalid_request),
  client_session_ended: sentence(m.error_client_session_ended),
  client_not_allowed: sentence(m.error_client_not_allowed),
  client_not_found: sentence(m.error_client_not_found),
  client_conflict: sentence(m.error_client_conflict),
  client_too_many: sentence(m.error_client_too_many),
  client_server_problem: sentence(m.error_client_server_problem),
  client_request_failed: sentence(m.error_client_request_failed, { status: 'text' }),
  client_sign_in_failed: sentence(m.error_client_sign_in_failed, { status: 'text' }),
  client_timeout: sentence(m.error_client_timeout),
  client_unreachable: sentence(m.error_client_unreachable),
  client_offline: sentence(m.error_client_offline),
  client_unknown: sentence(m.error_client_unknown),
  client_change_refused: sentence(m.error_client_change_refused),
  client_selection_refused: sentence(m.error_client_selection_refused),
  // A change this device could not keep (pwa/lib/outbox/outbox.ts, ChangeNotStoredError).
  client_device_full: sentence(m.error_client_device_full),
  client_not_kept_offline: sentence(m.error_client_not_kept_offline),
};
export type ClientReason = keyof typeof CLIENT_REASONS;

const isClientReason = (reason: string): reason is ClientReason =>
  Object.hasOwn(CLIENT_REASONS, reason);

/** What an error says and why: a reason with its values, and the English the API sent, if any. */
export type ErrorWords = { reason?: string; params?: ReasonParams; message?: string };

/** The error's sentence in a language (`options`), else its English, else the client's "unknown". */
export function errorText(error: ErrorWords, options: FormatOptions): string {
  const { reason, params = {} } = error;
  let text: string | null = null;
  if (reason !== undefined) {
    if (isClientReason(reason)) text = sentenceText(CLIENT_REASONS[reason], params, options);
    else if (reason.startsWith('validation_')) text = validationText(reason, params, options);
    else text = refusalText(reason, params, options);
  }
  return text ?? error.message ?? sentenceText(CLIENT_REASONS.client_unknown, {}, options)!;
}
