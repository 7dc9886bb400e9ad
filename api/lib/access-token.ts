// The API's own short-lived access tokens (HS256), handed out by POST /api/jwt. They carry who
// signed in: the Firebase uid (`sub`), the account's e-mail and whether Firebase had verified it.
// The role, and whether the account still exists, are read from the database on every request.
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'sports-academy-api';
const AUDIENCE = 'sports-academy';

export interface AccessTokenConfig {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}

/** Whom an access token was issued to. */
export interface AccessTokenSubject {
  /** The Firebase uid: the caller is resolved by it. */
  uid: string;
  /** Lower-cased; the account's e-mail, or for someone not recorded yet, Firebase's. */
  email: string;
  /** Firebase's `email_verified` when the token was issued (ADMIN_EMAILS needs it). */
  emailVerified: boolean;
}

export interface AccessTokenClaims extends AccessTokenSubject {
  /** When the token stops being valid (its `exp`), in ms since the epoch. */
  expiresAtMs: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  subject: AccessTokenSubject,
  config: AccessTokenConfig,
): Promise<string> {
  const issuedAt = Math.floor(config.now().getTime() / 1000);
  return new SignJWT({ email: subject.email, email_verified: subject.emailVerified })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.uid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.ttlSeconds)
    .sign(keyOf(config.secret));
}

/** The claims of a valid access token, or null for anything else. */
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
    const { sub, exp, email, email_verified: emailVerified } = payload;
    if (typeof sub !== 'string' || sub.length === 0 || typeof exp !== 'number') return null;
    // A token of the e-mail-only format (before uids) is refused: the app renews it at /jwt.
    if (typeof email !== 'string' || email.length === 0) return null;
    return { uid: sub, email, emailVerified: emailVerified === true, expiresAtMs: exp * 1000 };
  } catch {
    return null;
  }
}
