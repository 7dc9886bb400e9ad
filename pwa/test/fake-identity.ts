/**
 * A stand-in for the identity provider (Firebase) in component tests: an in-memory account list
 * with the same Identity interface, so the real AuthProvider runs unchanged.
 */
import type { Identity, IdentityUser } from '#pwa/lib/auth/identity.ts';

type Account = {
  email: string;
  password: string;
  displayName: string | null;
  photoURL: string | null;
};

export type FakeIdentity = Identity & { accounts: Account[] };

function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code });
}

export function createFakeIdentity(
  options: { accounts?: Account[]; signedInAs?: string } = {},
): FakeIdentity {
  const accounts: Account[] = [...(options.accounts ?? [])];
  const listeners = new Set<(user: IdentityUser | null) => void>();
  let current: IdentityUser | null = null;

  const toUser = (account: Account): IdentityUser => ({
    email: account.email,
    displayName: account.displayName,
    photoURL: account.photoURL,
    getIdToken: async () => `id-token-for-${account.email}`,
  });
  const setCurrent = (account: Account | null) => {
    current = account ? toUser(account) : null;
    for (const listener of listeners) listener(current);
    return current;
  };
  const signedIn = accounts.find((account) => account.email === options.signedInAs);
  if (signedIn) current = toUser(signedIn);

  return {
    accounts,
    onIdTokenChanged: (listener) => {
      listeners.add(listener);
      queueMicrotask(() => listener(current));
      return () => listeners.delete(listener);
    },
    currentUser: () => current,
    signIn: async (email, password) => {
      const account = accounts.find((item) => item.email === email && item.password === password);
      if (!account) throw authError('auth/invalid-credential');
      return setCurrent(account) as IdentityUser;
    },
    signUp: async (email, password) => {
      if (accounts.some((item) => item.email === email))
        throw authError('auth/email-already-in-use');
      const account = { email, password, displayName: null, photoURL: null };
      accounts.push(account);
      return setCurrent(account) as IdentityUser;
    },
    updateProfile: async ({ displayName, photoURL }) => {
      const account = accounts.find((item) => item.email === current?.email);
      if (!account) throw new Error('Nobody is signed in.');
      Object.assign(account, { displayName, photoURL });
      return setCurrent(account) as IdentityUser;
    },
    signInWithGoogle: async () => {
      throw authError('auth/popup-closed-by-user');
    },
    signOut: async () => {
      setCurrent(null);
    },
  };
}
