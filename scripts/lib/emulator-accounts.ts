// Creating accounts in the Auth emulator through its REST API (the Identity Toolkit endpoints it
// emulates). Used to put the demo accounts in place and by e2e fixtures for throw-away users.
// The emulator's admin endpoints (`projects/<id>/accounts:…`) accept `Authorization: Bearer
// owner` in place of Google credentials: they mark the demo accounts' e-mails verified, as the
// API wants for an account with a role (api/services/accounts.ts).
import { DEMO_PROJECT_ID } from './auth-emulator.ts';

export interface EmulatorAccount {
  email: string;
  password: string;
  displayName?: string;
  photoUrl?: string;
  /** Mark the e-mail verified (as if its owner had clicked Firebase's link). */
  emailVerified?: boolean;
}

export interface CreatedAccount {
  localId: string;
  idToken: string;
}

interface SignUpResponse {
  localId?: string;
  idToken?: string;
  error?: { message?: string };
}

interface LookupResponse {
  users?: { localId: string; emailVerified?: boolean }[];
  error?: { message?: string };
}

function identityToolkitUrl(emulatorHost: string, method: string): string {
  // The emulator accepts any API key.
  return `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/${method}?key=demo-api-key`;
}

/** One call to an admin endpoint of the emulator (`Bearer owner` stands for Google's credentials). */
async function asOwner<T extends { error?: { message?: string } }>(
  emulatorHost: string,
  projectId: string,
  method: string,
  body: object,
): Promise<T> {
  const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/${method}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as T;
  if (!response.ok) {
    throw new Error(
      `The Auth emulator refused ${method}: ${reply.error?.message ?? response.status}`,
    );
  }
  return reply;
}

/** The emulator's account of `email`, if there is one. */
async function lookUpAccount(emulatorHost: string, email: string, projectId = DEMO_PROJECT_ID) {
  const found = await asOwner<LookupResponse>(emulatorHost, projectId, 'accounts:lookup', {
    email: [email],
  });
  return found.users?.[0];
}

/** Marks the account of `email` verified; answers false when there is no such account. */
export async function markEmailVerified(
  emulatorHost: string,
  email: string,
  projectId = DEMO_PROJECT_ID,
): Promise<boolean> {
  const user = await lookUpAccount(emulatorHost, email, projectId);
  if (!user) return false;
  if (user.emailVerified) return true;
  await asOwner(emulatorHost, projectId, 'accounts:update', {
    localId: user.localId,
    emailVerified: true,
  });
  return true;
}

/**
 * The emulator can accept connections a moment before its API responds with JSON (an empty body
 * was seen right after start): try a few times before giving up.
 */
async function postSignUp(emulatorHost: string, account: EmulatorAccount) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(identityToolkitUrl(emulatorHost, 'accounts:signUp'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    });
    try {
      return { response, body: JSON.parse(await response.text()) as SignUpResponse };
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

/**
 * Creates the account; answers undefined when the e-mail is already registered (so seeding is
 * idempotent). Any other refusal throws with the emulator's message.
 */
export async function createEmulatorAccount(
  emulatorHost: string,
  account: EmulatorAccount,
): Promise<CreatedAccount | undefined> {
  const { emailVerified, ...signUp } = account;
  const { response, body } = await postSignUp(emulatorHost, signUp);
  if (body.error?.message === 'EMAIL_EXISTS') return undefined;
  if (!response.ok || !body.localId || !body.idToken) {
    throw new Error(
      `Could not create ${account.email} in the Auth emulator: ${body.error?.message ?? response.status}`,
    );
  }
  if (emailVerified) await markEmailVerified(emulatorHost, account.email);
  return { localId: body.localId, idToken: body.idToken };
}

/** Signs in with e-mail and password and answers the ID token (e.g. to call POST /api/jwt). */
export async function signInEmulatorAccount(
  emulatorHost: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(identityToolkitUrl(emulatorHost, 'accounts:signInWithPassword'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as SignUpResponse;
  if (!response.ok || !body.idToken) {
    throw new Error(
      `Could not sign in ${email} in the Auth emulator: ${body.error?.message ?? response.status}`,
    );
  }
  return body.idToken;
}

/**
 * Puts each account in the emulator unless its e-mail exists, and marks it verified when asked
 * (also an account kept from an earlier start); returns how many were created, and each account's
 * uid by e-mail.
 */
export async function ensureEmulatorAccounts(
  emulatorHost: string,
  accounts: readonly EmulatorAccount[],
): Promise<{ created: number; uidsByEmail: Map<string, string> }> {
  let created = 0;
  const uidsByEmail = new Map<string, string>();
  for (const account of accounts) {
    const made = await createEmulatorAccount(emulatorHost, account);
    if (made) created += 1;
    else if (account.emailVerified) await markEmailVerified(emulatorHost, account.email);
    const uid = made?.localId ?? (await lookUpAccount(emulatorHost, account.email))?.localId;
    if (uid) uidsByEmail.set(account.email, uid);
  }
  return { created, uidsByEmail };
}
