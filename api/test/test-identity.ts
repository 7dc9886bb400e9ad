// A stand-in for Google's signing keys: tokens signed here verify like real Firebase ID tokens
// through the production (RS256) path, with no network.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { TEST_PROJECT_ID } from './test-env.ts';

export interface IdTokenClaims {
  email?: string;
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
}

const KID = 'test-key-1';

export async function createTestIdentity(): Promise<TestIdentity> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const keySet = createLocalJWKSet({ keys: [jwk] });

  return {
    keySet,
    foreignKey: foreign.privateKey,
    async signIdToken(claims = {}, key = privateKey) {
      const now = Math.floor(Date.now() / 1000);
      const email = claims.email ?? 'student1@academy.test';
      return new SignJWT({ email, name: claims.name ?? 'Test Person', auth_time: now - 10 })
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .setSubject(claims.sub ?? `uid-${email}`)
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
  const payload = {
    iss: claims.iss ?? `https://securetoken.google.com/${TEST_PROJECT_ID}`,
    aud: claims.aud ?? TEST_PROJECT_ID,
    sub: claims.sub ?? `uid-${email}`,
    email,
    auth_time: now - 10,
    iat: now - 10,
    exp: now + (claims.expiresIn ?? 3600),
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
