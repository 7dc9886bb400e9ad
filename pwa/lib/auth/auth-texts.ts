/**
 * What the session says only when something ends it: an account without an e-mail, one disabled,
 * a sign-out the server caused. auth.tsx runs at the first paint; these sentences (in both
 * languages) load when they are said, so the first paint does not carry them (decision 021).
 */
import { m } from '#shared/i18n/paraglide/messages.js';

export const noEmail = m.auth_error_no_email;
export const accountDisabled = m.auth_error_account_disabled;
export const signedOut = m.toast_signed_out;
