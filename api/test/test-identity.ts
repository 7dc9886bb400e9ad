// A stand-in for Google's signing keys: tokens signed here verify like real Firebase ID tokens
// through the production (RS256) path, with no network. And a stand-in for Firebase's account
// lookup (accounts:lookup), which checks the token as Firebase would and answers the status a
// test set for the uid ('active' unless told).
// A test person's uid is derived from their e-mail (`uid-<e-mail>`), so a token minted for an
// e-mail (test-api.ts tokenFor) finds the row a factory made for that e-mail.
import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
} from 'jose';
import type { AccessTokenSubject } from '../lib/access-token.ts';
import type { AccountLookup, AccountStatus } from '../services/identity.ts';
import { TEST_PROJECT_ID } from './test-env.ts';

/** The Firebase uid of the test person with this e-mail. */
export const testUidOf = (email: string) => `uid-${email.toLowerCase()}`;

/** Whom a test access token names: the test person of this e-mail, verified unless told. */
export const testSubject = (
  email: string,
  overrides: Partial<AccessTokenSubject> = {},
): AccessTokenSubject => ({
  uid: testUidOf(email),
  email: email.toLowerCase(),
  emailVerified: true,
  ...overrides,
});

export interface IdTokenClaims {
  email?: string;
  /** Firebase's `email_verified`; true unless a test says otherwise (it tests what false does). */
  emailVerified?: boolean;
  name?: string;
  sub?: string;
  aud?: string;
  iss?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

export interface TestIdentity {
  keySet: ReturnType<typeof createLocalJWKSet>;
  signIdToken(claims?: IdTokenClaims, key?: CryptoKey): Promise<string>;
  /** A second key pair Google never published: tokens signed with it are forgeries. */
  foreignKey: CryptoKey;
  /** Firebase's accounts:lookup, as the API calls it. */
  accountLookup: AccountLookup;
  /** What the lookup returns for `uid` from now on (an admin disabling it in Firebase…). */
  setAccountStatus(uid: string, status: AccountStatus): void;
}

const KID = 'test-key-1';

export async function createTestIdentity(): Promise<TestIdentity> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const keySet = createLocalJWKSet({ keys: [jwk] });
  const statuses = new Map<string, AccountStatus>();

  return {
    keySet,
    foreignKey: foreign.privateKey,
    async accountLookup(idToken) {
      // Firebase reads the token's account from it, and refuses one that is not its own.
      let uid: unknown;
      if (decodeProtectedHeader(idToken).alg === 'none') uid = decodeJwt(idToken).user_id;
      else uid = (await jwtVerify(idToken, keySet).catch(() => null))?.payload.sub;
      if (typeof uid !== 'string') return 'revoked';
      return statuses.get(uid) ?? 'active';
    },
    setAccountStatus(uid, status) {
      statuses.set(uid, status);
    },
    async signIdToken(claims = {}, key = privateKey) {
      const now = Math.floor(Date.now() / 1000);
      const email = claims.email ?? 'student1@academy.test';
      return new SignJWT({
        email,
        email_verified: claims.emailVerified ?? true,
        name: claims.name ?? 'Test Person',
        auth_time: now - 10,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .setSubject(claims.sub ?? testUidOf(email))
        .setIssuer(claims.iss ?? `https://securetoken.google.com/${TEST_PROJECT_ID}`)
        .setAudience(claims.aud ?? TEST_PROJECT_ID)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + (claims.expiresIn ?? 3600))
        .sign(key);
    },
  };
}

/** An Auth-emulator-style token: alg none, no signature. */
export function unsignedIdToken(claims: IdTokenClaims = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const email = claims.email ?? 'student1@academy.test';
  const sub = claims.sub ?? testUidOf(email);
  const payload = {
    iss: claims.iss ?? `https://securetoken.google.com/${TEST_PROJECT_ID}`,
    aud: claims.aud ?? TEST_PROJECT_ID,
    sub,
    // The emulator's tokens name the account in user_id too; its lookup reads that.
    user_id: sub,
    email,
    email_verified: claims.emailVerified ?? true,
    auth_time: now - 10,
    iat: now - 10,
    exp: now + (claims.expiresIn ?? 3600),
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
