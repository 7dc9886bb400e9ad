/**
 * The ways in a person takes from the login and register pages: e-mail and password, a new
 * account, Google. Loaded when those pages open (preloadIdentity), not with the first paint:
 * most visits never sign in. auth.tsx runs them with its loading state and keeps the session.
 */
import { HTTPError } from 'ky';
import { apiClient, dataOf } from '../api/api-client.ts';
import { exchange, toAuthUser, type AuthUser } from './account.ts';
import type { Identity } from './identity.ts';

export type SignUpInput = { name: string; photoURL: string; email: string; password: string };

export async function signInWithPassword(
  identity: Identity,
  email: string,
  password: string,
): Promise<AuthUser> {
  const signedIn = await identity.signIn(email, password);
  return toAuthUser(signedIn, await exchange(signedIn));
}

/**
 * Creates the identity, names it, trades it for the API's token (`onSignedIn` then shows the
 * person signed in) and records the account. Resolves with POST /api/users' answer.
 */
export async function signUpWithPassword(
  identity: Identity,
  { name, photoURL, email, password }: SignUpInput,
  onSignedIn: (user: AuthUser) => void,
): Promise<{ insertedId?: string }> {
  await identity.signUp(email, password);
  const updated = await identity.updateProfile({ displayName: name, photoURL });
  const accountEmail = await exchange(updated);
  onSignedIn(toAuthUser(updated, accountEmail));
  const body = { name, email: accountEmail, photoURL };
  const answer = dataOf(await apiClient.POST('/api/users', { body }));
  // An account already recorded answers a message, no id: the register page says so.
  return 'insertedId' in answer ? answer : {};
}

/** Signs in with Google, shows the person signed in, and records a first-time Google account. */
export async function signInWithGoogle(
  identity: Identity,
  onSignedIn: (user: AuthUser) => void,
): Promise<void> {
  const signedIn = await identity.signInWithGoogle();
  const email = await exchange(signedIn);
  onSignedIn(toAuthUser(signedIn, email));
  const photoURL =
    signedIn.photoURL && /^https?:\/\//.test(signedIn.photoURL) ? signedIn.photoURL : undefined;
  try {
    await apiClient.POST('/api/users', {
      body: { name: signedIn.displayName || (email.split('@')[0] ?? email), email, photoURL },
    });
  } catch (error) {
    // A returning Google user already has a record: that is not a failure.
    if (!(error instanceof HTTPError && error.response.status === 409)) throw error;
  }
}
