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
