/**
 * What the app needs from an identity provider. Firebase implements it (firebase.ts, loaded
 * lazily); tests pass a stand-in, so the auth provider runs for real without the SDK.
 */
export type IdentityUser = {
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  getIdToken: (forceRefresh?: boolean) => Promise<string>;
};

export type Identity = {
  /** Fires on sign-in, sign-out and every ID-token refresh (about hourly). */
  onIdTokenChanged: (listener: (user: IdentityUser | null) => void) => () => void;
  currentUser: () => IdentityUser | null;
  signIn: (email: string, password: string) => Promise<IdentityUser>;
  signUp: (email: string, password: string) => Promise<IdentityUser>;
  /** Updates name and photo, then reloads the user (updateProfile fires no auth event). */
  updateProfile: (profile: { displayName: string; photoURL: string }) => Promise<IdentityUser>;
  signInWithGoogle: () => Promise<IdentityUser>;
  signOut: () => Promise<void>;
};

export type LoadIdentity = () => Promise<Identity>;

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
  'auth/user-disabled': 'This account has been disabled.',
};

export function identityErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return (
    AUTH_MESSAGES[code] ??
    (error instanceof Error && !code ? error.message : 'Sign-in failed. Please try again.')
  );
}
