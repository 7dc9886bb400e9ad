/**
 * The signed-in person as the app shows them, and how an identity becomes the API's account:
 * POST /api/jwt trades its ID token for the API's access token and names the account. Shared by
 * the session (auth.tsx) and the sign-in forms' flows (sign-in-flows.ts).
 */
import { exchangeIdToken } from '../api/api-client.ts';
import type { IdentityUser } from './identity.ts';

export type AuthUser = { email: string; displayName: string | null; photoURL: string | null };

/** The signed-in user as the app shows them: the API account's e-mail, the identity's profile. */
export function toAuthUser(user: IdentityUser, accountEmail: string): AuthUser {
  return { email: accountEmail, displayName: user.displayName, photoURL: user.photoURL };
}

/** Trades the user's ID token at /jwt; returns the e-mail of their account at the API. */
export async function exchange(user: IdentityUser): Promise<string> {
  if (!user.email) throw new Error((await import('./auth-texts.ts')).noEmail());
  return (await exchangeIdToken(await user.getIdToken(), user.email)).email;
}
