// VAPID (RFC 8292): the key pair that identifies this deployment to the browsers' push services.
// A browser subscribes with the public key (GET /api/push/public-key); every push is signed with
// the private one, and a push service refuses a push signed with any other key, so the pair is
// made once per deployment and kept like JWT_SECRET (api/env.ts reads it; production refuses to
// start without it). Keys are written as the Push API and web-push write them: base64url of the
// public key's raw point (65 bytes, 0x04 x y) and of the private scalar (32 bytes).
import type { webcrypto } from 'node:crypto';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the sender: a mailto: or https: URL push services may write to. */
  subject: string;
}

/** The subject of pushes sent where none is set (never in production: api/env.ts). */
export const DEV_VAPID_SUBJECT = 'mailto:push@sports-academy.invalid';

/** Bytes of a base64url text; null when it is not one. */
export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (char) =>
      char.charCodeAt(0),
    );
  } catch {
    return null;
  }
};

export const toBase64Url = (bytes: ArrayBuffer | Uint8Array): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A new key pair (Web Crypto, so Node and Workers alike). */
export async function generateVapidKeys(): Promise<Omit<VapidKeys, 'subject'>> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const publicKey = toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey));
  const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicKey, privateKey: d! };
}

/**
 * What is wrong with the written form of a key pair, as the end of a sentence; null when both
 * are well formed. Whether they belong together needs Web Crypto (vapidPairProblem).
 */
export function vapidKeyFormProblem(publicKey: string, privateKey: string): string | null {
  const point = fromBase64Url(publicKey);
  if (!point || point.length !== 65 || point[0] !== 0x04) {
    return 'VAPID_PUBLIC_KEY is not a P-256 public key in base64url (65 bytes, starting 0x04)';
  }
  const scalar = fromBase64Url(privateKey);
  if (!scalar || scalar.length !== 32) {
    return 'VAPID_PRIVATE_KEY is not a P-256 private key in base64url (32 bytes)';
  }
  return null;
}

/** The private key as Web Crypto takes it: its scalar with the public point. */
export function vapidJwk(keys: Pick<VapidKeys, 'publicKey' | 'privateKey'>): webcrypto.JsonWebKey {
  const point = fromBase64Url(keys.publicKey)!;
  return {
    kty: 'EC',
    crv: 'P-256',
    x: toBase64Url(point.slice(1, 33)),
    y: toBase64Url(point.slice(33, 65)),
    d: keys.privateKey,
  };
}

/** Why the two keys cannot sign pushes (malformed, or not one pair); null when they can. */
export async function vapidPairProblem(
  keys: Pick<VapidKeys, 'publicKey' | 'privateKey'>,
): Promise<string | null> {
  const form = vapidKeyFormProblem(keys.publicKey, keys.privateKey);
  if (form) return form;
  try {
    // Web Crypto refuses a private scalar whose public point is another (Node and workerd).
    await crypto.subtle.importKey(
      'jwk',
      vapidJwk(keys),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['sign'],
    );
    return null;
  } catch {
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one key pair';
  }
}

let pairOfThisProcess: Promise<Omit<VapidKeys, 'subject'>> | undefined;

/**
 * The deployment's keys, or where none are set (never in production) a pair made once per
 * process, as JWT_SECRET is: subscriptions made with it end with the process (`npm start` keeps a
 * pair in .data/ instead). Made on first use: Workers allow random numbers only in a request.
 */
export async function vapidKeysOf(env: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT ?? DEV_VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  pairOfThisProcess ??= generateVapidKeys();
  return { ...(await pairOfThisProcess), subject };
}
