// Firebase's error codes as sentences a person can act on, for the sign-in forms (lazy chunks:
// the table stays out of the first paint).
import { ACCOUNT_DISABLED_MESSAGE } from './identity.ts';

/** Firebase error codes to sentences a person can act on (the spec only logged them). */
const AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'That email and password do not match an account.',
  'auth/wrong-password': 'That email and password do not match an account.',
  'auth/user-not-found': 'That email and password do not match an account.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/email-already-in-use': 'An account with this email already exists. Please log in.',
  'auth/weak-password': 'Choose a stronger password.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/network-request-failed': 'You appear to be offline. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in.',
  'auth/cancelled-popup-request': 'The Google window was closed before signing in.',
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups and try again.',
  'auth/user-disabled': ACCOUNT_DISABLED_MESSAGE,
};

export function identityErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return (
    AUTH_MESSAGES[code] ??
    (error instanceof Error && !code ? error.message : 'Sign-in failed. Please try again.')
  );
}
