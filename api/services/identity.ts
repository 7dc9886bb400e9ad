// Verifies Firebase ID tokens. Production: RS256 signatures against Google's securetoken keys.
// Emulator mode (FIREBASE_AUTH_EMULATOR_HOST set): the emulator's unsigned tokens, and only then.
// Then asks Firebase whether the account may still sign in (account-lookup.ts): a disabled or
// deleted account's ID token stays valid for up to an hour otherwise.
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  UnsecuredJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/** 'revoked': the token predates the account's `validSince` (a password change, a revocation). */
export type AccountStatus = 'active' | 'disabled' | 'deleted' | 'revoked';

/** Whether the account of an ID token may still sign in (account-lookup.ts asks Firebase). */
export type AccountLookup = (idToken: string) => Promise<AccountStatus>;

export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface FirebaseIdentity {
  uid: string;
  /** Lower-cased, as the users table keeps it. */
  email: string;
  /** Firebase's `email_verified`: false for an address nobody has confirmed (any sign-up). */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface FirebaseTokenVerifier {
  /** Resolves the token's identity; rejects (with IdentityError) a token that must not be trusted. */
  verify(idToken: string): Promise<FirebaseIdentity>;
}

/**
 * Why an ID token was refused: not a valid token of this project, an account Firebase has
 * disabled, or Firebase could not be asked (the sign-in is neither granted nor refused).
 */
export type IdentityRefusal = 'invalid' | 'disabled' | 'unavailable';

export class IdentityError extends Error {
  constructor(
    message: string,
    readonly reason: IdentityRefusal = 'invalid',
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export interface FirebaseVerifierOptions {
  projectId: string;
  /** Accept the Auth emulator's unsigned (alg none) tokens. Never in production. */
  emulator: boolean;
  /** Google's public keys; tests pass a local key set. Defaults to the remote JWKS. */
  keySet?: JWTVerifyGetKey;
  /** Asks Firebase about the token's account (account-lookup.ts; tests pass a stand-in). */
  accountLookup: AccountLookup;
  now?: () => Date;
}

let googleKeySet: JWTVerifyGetKey | undefined;
function defaultKeySet(): JWTVerifyGetKey {
  // Memoised per isolate/process: jose caches the fetched keys and honours their max-age.
  googleKeySet ??= createRemoteJWKSet(new URL(GOOGLE_SECURETOKEN_JWKS_URL));
  return googleKeySet;
}

function identityFrom(payload: JWTPayload, now: Date): FirebaseIdentity {
  const {
    sub,
    email,
    name,
    picture,
    email_verified: emailVerified,
    auth_time: authTime,
  } = payload as JWTPayload & Record<string, unknown>;
  if (typeof sub !== 'string' || sub.length === 0)
    throw new IdentityError('The ID token has no subject.');
  if (typeof email !== 'string' || email.length === 0)
    throw new IdentityError('The ID token has no e-mail.');
  if (typeof authTime === 'number' && authTime > now.getTime() / 1000 + 60) {
    throw new IdentityError('The ID token was issued in the future.');
  }
  return {
    uid: sub,
    email: email.toLowerCase(),
    emailVerified: emailVerified === true,
    name: typeof name === 'string' ? name : null,
    picture: typeof picture === 'string' ? picture : null,
  };
}

export function createFirebaseTokenVerifier(
  options: FirebaseVerifierOptions,
): FirebaseTokenVerifier {
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const audience = options.projectId;
  const now = options.now ?? (() => new Date());

  /** The token's identity when its signature, issuer, audience and times are right. */
  async function identityOf(idToken: string, currentDate: Date): Promise<FirebaseIdentity> {
    let header;
    try {
      header = decodeProtectedHeader(idToken);
    } catch {
      throw new IdentityError('The ID token is malformed.');
    }
    try {
      if (header.alg === 'none') {
        if (!options.emulator) throw new IdentityError('Unsigned ID tokens are refused.');
        const { payload } = UnsecuredJWT.decode(idToken, { issuer, audience, currentDate });
        return identityFrom(payload, currentDate);
      }
      const { payload } = await jwtVerify(idToken, options.keySet ?? defaultKeySet(), {
        algorithms: ['RS256'],
        issuer,
        audience,
        currentDate,
      });
      return identityFrom(payload, currentDate);
    } catch (error) {
      if (error instanceof IdentityError) throw error;
      throw new IdentityError(`The ID token was refused (${(error as Error).name}).`);
    }
  }

  return {
    async verify(idToken) {
      const identity = await identityOf(idToken, now());
      const status = await options.accountLookup(idToken);
      if (status === 'disabled')
        throw new IdentityError('Firebase disabled the account.', 'disabled');
      if (status !== 'active') throw new IdentityError(`Firebase answered: account ${status}.`);
      return identity;
    },
  };
}
