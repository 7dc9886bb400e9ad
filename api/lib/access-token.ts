// The API's own short-lived access tokens (HS256), handed out by POST /api/jwt. They carry only
// the e-mail: the role is read from the database on every request.
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'sports-academy-api';
const AUDIENCE = 'sports-academy';

export interface AccessTokenConfig {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(email: string, config: AccessTokenConfig): Promise<string> {
  const issuedAt = Math.floor(config.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(email)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.ttlSeconds)
    .sign(keyOf(config.secret));
}

export interface AccessTokenClaims {
  email: string;
  /** When the token stops being valid (its `exp`), in ms since the epoch. */
  expiresAtMs: number;
}

/** The e-mail and expiry of a valid access token, or null for anything else. */
export async function verifyAccessToken(
  token: string,
  config: AccessTokenConfig,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: config.now(),
      // Our tokens always expire; one without `exp` is not ours.
      requiredClaims: ['exp'],
    });
    const { sub, exp } = payload;
    if (typeof sub !== 'string' || sub.length === 0 || typeof exp !== 'number') return null;
    return { email: sub, expiresAtMs: exp * 1000 };
  } catch {
    return null;
  }
}

/** The e-mail of a valid access token, or null for anything else. */
export async function readAccessToken(
  token: string,
  config: AccessTokenConfig,
): Promise<string | null> {
  return (await verifyAccessToken(token, config))?.email ?? null;
}
