// A stand-in for a browser's push service (FCM, Mozilla's autopush, Apple's), over real HTTP on
// this machine, for the push channel's tests. It checks what a real one checks before it takes a
// message, and more: the VAPID Authorization (RFC 8292: an ES256 JWT verified against the
// deployment's public key, `aud` the endpoint's origin, `exp` at most 24 hours ahead, a `sub`),
// a TTL, Content-Encoding aes128gcm, and it DECRYPTS the body with the device's private key and
// auth secret (RFC 8291 over RFC 8188), written here from the RFCs with Web Crypto, independently
// of the library that encrypts. A request that fails a check gets 400 and recorded in
// `problems`; one that passes is recorded in `received` and answered as the test said (201 unless
// told otherwise: 404, 410, 429 with Retry-After, 500).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pushPayloadSchema, type PushPayload } from '#shared/notifications/push-payload.ts';
import type { PushSubscriptionInput } from '#shared/schemas/notifications.ts';
import { fromBase64Url, toBase64Url } from '../services/messaging/vapid.ts';
import type { webcrypto } from 'node:crypto';

/** The origin devices' endpoints are on; `fetch` below routes it to this server. */
export const STAND_IN_ORIGIN = 'https://push.stand-in.example';

interface Device {
  endpoint: string;
  keys: webcrypto.CryptoKeyPair;
  publicKey: Uint8Array<ArrayBuffer>;
  auth: Uint8Array<ArrayBuffer>;
  /** Statuses to answer, in order; 201 once they run out. */
  responses: { status: number; retryAfter?: string }[];
}

export interface ReceivedPush {
  endpoint: string;
  payload: PushPayload;
  ttl: number;
  status: number;
}

export interface PushServiceStandIn {
  /** A new device's subscription (as PushSubscription.toJSON() gives it), in `locale`. */
  subscribe(locale?: 'en' | 'bn'): Promise<PushSubscriptionInput>;
  /** The next responses to a device's pushes (then 201 again). */
  respondWith(endpoint: string, ...responses: { status: number; retryAfter?: string }[]): void;
  /** Sends a request for STAND_IN_ORIGIN here (as plain HTTP); anything else fails as offline. */
  fetch: typeof fetch;
  received: ReceivedPush[];
  problems: string[];
  close(): Promise<void>;
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const bytes = (value: string) => new TextEncoder().encode(value);

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array,
  info: Uint8Array,
  bits: number,
) {
  const key = await crypto.subtle.importKey('raw', ikm as Uint8Array<ArrayBuffer>, 'HKDF', false, [
    'deriveBits',
  ]);
  const derived = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt, info: info as Uint8Array<ArrayBuffer> },
    key,
    bits,
  );
  return new Uint8Array(derived);
}

/** RFC 8291 §3.4 and RFC 8188 §2: the body's plaintext, or why it cannot be read. */
async function decrypt(device: Device, body: Uint8Array<ArrayBuffer>): Promise<string> {
  if (body.length > 4096) throw new Error(`body is ${body.length} bytes; at most 4096 are taken`);
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const keyIdLength = body[20]!;
  const senderKey = body.slice(21, 21 + keyIdLength);
  const record = body.slice(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`keyid is ${keyIdLength} bytes, not a P-256 point`);
  if (record.length > recordSize) throw new Error('more than one record');
  const senderPublic = await crypto.subtle.importKey(
    'raw',
    senderKey,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const secret = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'ECDH', public: senderPublic },
      device.keys.privateKey,
      256,
    ),
  );
  const keyInfo = concat(bytes('WebPush: info\0'), device.publicKey, senderKey);
  const ikm = await hkdf(device.auth, secret, keyInfo, 256);
  const cek = await hkdf(salt, ikm, bytes('Content-Encoding: aes128gcm\0'), 128);
  const nonce = await hkdf(salt, ikm, bytes('Content-Encoding: nonce\0'), 96);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, record),
  );
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('the last record does not end with the delimiter 2');
  return text(padded.slice(0, end));
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, signed by that key, for this origin. */
async function checkVapid(header: string | undefined, vapidPublicKey: string): Promise<void> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization is not vapid t=…, k=…: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== vapidPublicKey) throw new Error('k is not the deployment’s VAPID public key');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const header_ = JSON.parse(text(fromBase64Url(head)!)) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Error(`JWT alg is ${header_.alg}, not ES256`);
  const publicKey = await crypto.subtle.importKey(
    'raw',
    fromBase64Url(key)!,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    fromBase64Url(signature)!,
    bytes(`${head}.${claims}`),
  );
  if (!valid) throw new Error('the JWT signature does not verify with k');
  const { aud, exp, sub } = JSON.parse(text(fromBase64Url(claims)!)) as Record<string, unknown>;
  if (aud !== STAND_IN_ORIGIN) throw new Error(`aud is ${String(aud)}, not ${STAND_IN_ORIGIN}`);
  const nowSeconds = Date.now() / 1000;
  if (typeof exp !== 'number' || exp <= nowSeconds || exp > nowSeconds + 24 * 3600) {
    throw new Error(`exp ${String(exp)} is not within the next 24 hours`);
  }
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) {
    throw new Error(`sub ${String(sub)} is not a mailto: or https: contact`);
  }
}

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export async function startPushServiceStandIn(vapidPublicKey: string): Promise<PushServiceStandIn> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];

  async function take(request: IncomingMessage): Promise<{ status: number; headers?: object }> {
    const endpoint = `${STAND_IN_ORIGIN}${request.url}`;
    const device = devices.get(endpoint);
    if (request.method !== 'POST') throw new Error(`${request.method}, not POST`);
    const body = await readBody(request);
    if (!device) return { status: 404 };
    await checkVapid(request.headers.authorization, vapidPublicKey);
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${request.headers.ttl} is missing`);
    const encoding = request.headers['content-encoding'];
    if (encoding !== 'aes128gcm') throw new Error(`Content-Encoding is ${encoding}`);
    const payload = pushPayloadSchema.parse(JSON.parse(await decrypt(device, body)));
    const response = device.responses.shift() ?? { status: 201 };
    received.push({ endpoint, payload, ttl, status: response.status });
    if (response.status === 404 || response.status === 410) devices.delete(endpoint);
    const headers = response.retryAfter ? { 'Retry-After': response.retryAfter } : {};
    return { status: response.status, headers };
  }

  const server: Server = createServer((request, response) => {
    take(request).then(
      ({ status, headers }) => response.writeHead(status, { ...headers }).end(),
      (error: unknown) => {
        problems.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    async subscribe(locale = 'en') {
      const keys = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ])) as webcrypto.CryptoKeyPair;
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
      const auth = crypto.getRandomValues(new Uint8Array(16));
      const endpoint = `${STAND_IN_ORIGIN}/send/${crypto.randomUUID()}`;
      devices.set(endpoint, { endpoint, keys, publicKey, auth, responses: [] });
      return {
        endpoint,
        keys: { p256dh: toBase64Url(publicKey), auth: toBase64Url(auth) },
        locale,
      };
    },
    respondWith(endpoint, ...responses) {
      devices.get(endpoint)?.responses.push(...responses);
    },
    fetch: (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith(`${STAND_IN_ORIGIN}/`)) {
        return Promise.reject(new TypeError(`fetch failed: ${url} is unreachable`));
      }
      return fetch(local + url.slice(STAND_IN_ORIGIN.length), init);
    },
    received,
    problems,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
