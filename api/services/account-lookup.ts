// Asks Firebase whether the account of an ID token may still sign in. A Firebase ID token stays
// valid for up to an hour after its account is disabled, deleted or its sessions revoked; with
// no Admin SDK credentials, the Identity Toolkit's end-user lookup (`accounts:lookup` with the
// ID token and the web API key) is how the server learns of it. The Auth emulator answers the
// same call at FIREBASE_AUTH_EMULATOR_HOST.
import { IdentityError, type AccountLookup, type AccountStatus } from './identity.ts';

export interface AccountLookupOptions {
  /** The project's web API key (FIREBASE_API_KEY). */
  apiKey: string;
  /** host:port of the Auth emulator, when it is the identity provider. */
  emulatorHost?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface LookupResponse {
  users?: { localId?: string; disabled?: boolean }[];
  error?: { message?: string };
}

/** Firebase's error messages start with a code, sometimes followed by " : details". */
const STATUS_OF_ERROR: Record<string, AccountStatus> = {
  USER_DISABLED: 'disabled',
  USER_NOT_FOUND: 'deleted',
  TOKEN_EXPIRED: 'revoked',
  INVALID_ID_TOKEN: 'revoked',
};

export function lookupUrl(options: Pick<AccountLookupOptions, 'apiKey' | 'emulatorHost'>): string {
  const origin = options.emulatorHost
    ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${origin}/v1/accounts:lookup?key=${encodeURIComponent(options.apiKey)}`;
}

export function createAccountLookup(options: AccountLookupOptions): AccountLookup {
  const url = lookupUrl(options);
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const unavailable = (why: string) =>
    new IdentityError(`Firebase could not be asked about the account (${why}).`, 'unavailable');

  return async (idToken) => {
    let response: Response;
    try {
      response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable((error as Error).name);
    }
    const reply = (await response.json().catch(() => null)) as LookupResponse | null;
    if (response.ok) {
      const user = reply?.users?.[0];
      if (!user) return 'deleted';
      return user.disabled === true ? 'disabled' : 'active';
    }
    const code = reply?.error?.message?.split(/[\s:]/)[0] ?? '';
    const status = STATUS_OF_ERROR[code];
    // Anything else (a bad API key, quota, Google down) decides nothing about this person.
    if (!status) throw unavailable(`${response.status} ${code}`.trim());
    return status;
  };
}
