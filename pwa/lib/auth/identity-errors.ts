// Firebase's error codes as sentences a person can act on, for the sign-in forms (lazy chunks:
// the table stays out of the first paint), in the page's language.
import { m } from '#shared/i18n/paraglide/messages.js';

/** Firebase error codes to sentences a person can act on (product.md only logged them). */
const AUTH_MESSAGES: Record<string, () => string> = {
  'auth/invalid-credential': m.auth_error_credentials,
  'auth/wrong-password': m.auth_error_credentials,
  'auth/user-not-found': m.auth_error_credentials,
  'auth/invalid-email': m.auth_error_invalid_email,
  'auth/email-already-in-use': m.auth_error_email_in_use,
  'auth/weak-password': m.auth_error_weak_password,
  'auth/too-many-requests': m.error_client_too_many,
  'auth/network-request-failed': m.error_client_offline,
  'auth/popup-closed-by-user': m.auth_error_popup_closed,
  'auth/cancelled-popup-request': m.auth_error_popup_closed,
  'auth/popup-blocked': m.auth_error_popup_blocked,
  'auth/user-disabled': m.auth_error_account_disabled,
};

export function identityErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  const message = AUTH_MESSAGES[code];
  if (message) return message();
  return error instanceof Error && !code ? error.message : m.auth_error_sign_in_failed();
}
