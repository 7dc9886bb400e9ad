// Creating accounts in the Auth emulator through its REST API (the Identity Toolkit endpoints it
// emulates). Used to put the demo accounts in place and by e2e fixtures for throw-away users.

export interface EmulatorAccount {
  email: string;
  password: string;
  displayName?: string;
  photoUrl?: string;
}

export interface CreatedAccount {
  localId: string;
  idToken: string;
}

interface SignUpAnswer {
  localId?: string;
  idToken?: string;
  error?: { message?: string };
}

function identityToolkitUrl(emulatorHost: string, method: string): string {
  // The emulator accepts any API key.
  return `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/${method}?key=demo-api-key`;
}

/**
 * The emulator can accept connections a moment before its API answers with JSON (an empty body
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
      return { response, answer: JSON.parse(await response.text()) as SignUpAnswer };
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
  const { response, answer } = await postSignUp(emulatorHost, account);
  if (answer.error?.message === 'EMAIL_EXISTS') return undefined;
  if (!response.ok || !answer.localId || !answer.idToken) {
    throw new Error(
      `Could not create ${account.email} in the Auth emulator: ${answer.error?.message ?? response.status}`,
    );
  }
  return { localId: answer.localId, idToken: answer.idToken };
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
  const answer = (await response.json()) as SignUpAnswer;
  if (!response.ok || !answer.idToken) {
    throw new Error(
      `Could not sign in ${email} in the Auth emulator: ${answer.error?.message ?? response.status}`,
    );
  }
  return answer.idToken;
}

/** Puts each account in the emulator unless its e-mail exists; answers how many were created. */
export async function ensureEmulatorAccounts(
  emulatorHost: string,
  accounts: readonly EmulatorAccount[],
): Promise<number> {
  let created = 0;
  for (const account of accounts) {
    if (await createEmulatorAccount(emulatorHost, account)) created += 1;
  }
  return created;
}
