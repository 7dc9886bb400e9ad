// bKash's webhook (decision 036): an Amazon SNS message, signed with RSA over its fields, checked
// with the certificate its SigningCertURL names, which must be served from Amazon SNS over https
// (or, in TEST MODE, from the stand-in). A verified notice is still only a hint: the payment is
// confirmed by the status query like any other, so a replayed notice changes nothing.
import { ProviderError } from '../provider.ts';
import { GatewayRefusal } from '../gateway.ts';

export interface SnsMessage {
  Type: string;
  MessageId: string;
  TopicArn: string;
  Subject?: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  SubscribeURL?: string;
  Token?: string;
}

/** The fields each kind of message signs, in SNS's order. */
const SIGNED_FIELDS: Record<string, readonly (keyof SnsMessage)[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: [
    'Message',
    'MessageId',
    'SubscribeURL',
    'Timestamp',
    'Token',
    'TopicArn',
    'Type',
  ],
  UnsubscribeConfirmation: [
    'Message',
    'MessageId',
    'SubscribeURL',
    'Timestamp',
    'Token',
    'TopicArn',
    'Type',
  ],
};

const HASHES: Record<string, 'SHA-1' | 'SHA-256'> = { '1': 'SHA-1', '2': 'SHA-256' };

/** Amazon SNS's certificate hosts: sns.<region>.amazonaws.com (and .com.cn). */
const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** The text SNS signs: each signed field present as "name\nvalue\n". */
export function textToSign(message: SnsMessage): string {
  const fields = SIGNED_FIELDS[message.Type] ?? [];
  return fields
    .filter((name) => message[name] !== undefined)
    .map((name) => `${name}\n${message[name]}\n`)
    .join('');
}

export interface WebhookOptions {
  /** Certificate origins trusted besides Amazon SNS's (the stand-in's, in TEST MODE only). */
  trustedCertOrigins?: readonly string[];
  /** The topic bKash publishes the merchant's notices on, when known: any other is refused. */
  topicArn?: string;
  fetch?: typeof fetch;
}

const isMessage = (value: unknown): value is SnsMessage => {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  const required = [
    'Type',
    'MessageId',
    'TopicArn',
    'Message',
    'Timestamp',
    'SignatureVersion',
    'Signature',
    'SigningCertURL',
  ];
  const optional = ['Subject', 'SubscribeURL', 'Token'];
  return (
    required.every((name) => typeof record[name] === 'string') &&
    optional.every((name) => record[name] === undefined || typeof record[name] === 'string')
  );
};

/** Checks a webhook body; returns the message, or throws GatewayRefusal('bad_signature'). */
export function createBkashWebhookVerifier(options: WebhookOptions = {}) {
  const send = options.fetch ?? fetch;
  const keys = new Map<string, Promise<ArrayBuffer>>();

  const trusted = (url: URL) =>
    (url.protocol === 'https:' && SNS_HOST.test(url.hostname) && url.pathname.endsWith('.pem')) ||
    (options.trustedCertOrigins ?? []).includes(url.origin);

  /** The certificate's public key (SubjectPublicKeyInfo), fetched once per URL. */
  const publicKeyOf = (url: string) => {
    let key = keys.get(url);
    if (!key) {
      key = (async () => {
        const response = await send(url);
        if (!response.ok)
          throw new ProviderError(`The webhook's certificate ${url} answered ${response.status}.`);
        return subjectPublicKeyInfo(pemBytes(await response.text()));
      })();
      key.catch(() => keys.delete(url));
      keys.set(url, key);
    }
    return key;
  };

  return async function verify(body: string): Promise<SnsMessage> {
    let message: unknown;
    try {
      message = JSON.parse(body);
    } catch {
      throw new GatewayRefusal('bad_signature', 'the webhook body is not JSON');
    }
    if (!isMessage(message) || !SIGNED_FIELDS[message.Type]) {
      throw new GatewayRefusal('bad_signature', 'the webhook body is not an SNS message');
    }
    const hash = HASHES[message.SignatureVersion];
    if (!hash)
      throw new GatewayRefusal('bad_signature', `signature version ${message.SignatureVersion}`);
    if (!URL.canParse(message.SigningCertURL) || !trusted(new URL(message.SigningCertURL))) {
      throw new GatewayRefusal('bad_signature', `certificate from ${message.SigningCertURL}`);
    }
    if (options.topicArn && message.TopicArn !== options.topicArn) {
      throw new GatewayRefusal('bad_signature', `topic ${message.TopicArn}`);
    }
    const key = await crypto.subtle.importKey(
      'spki',
      await publicKeyOf(message.SigningCertURL),
      { name: 'RSASSA-PKCS1-v1_5', hash },
      false,
      ['verify'],
    );
    let signature: Uint8Array<ArrayBuffer>;
    try {
      signature = Uint8Array.from(atob(message.Signature), (char) => char.charCodeAt(0));
    } catch {
      throw new GatewayRefusal('bad_signature', 'the signature is not base64');
    }
    const valid = await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      key,
      signature,
      new TextEncoder().encode(textToSign(message)),
    );
    if (!valid) throw new GatewayRefusal('bad_signature', `message ${message.MessageId}`);
    return message;
  };
}

/** The DER bytes of the first PEM block. */
export function pemBytes(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = /-----BEGIN [A-Z ]+-----([\s\S]*?)-----END [A-Z ]+-----/.exec(pem)?.[1];
  if (!base64) throw new ProviderError('The webhook certificate is not PEM.');
  return Uint8Array.from(atob(base64.replace(/\s+/g, '')), (char) => char.charCodeAt(0));
}

/** One DER element: where its content starts and ends. */
function element(bytes: Uint8Array, at: number): { tag: number; start: number; end: number } {
  const tag = bytes[at]!;
  let length = bytes[at + 1]!;
  let start = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let index = 0; index < count; index += 1) length = length * 256 + bytes[start + index]!;
    start += count;
  }
  if (start + length > bytes.length)
    throw new ProviderError('The webhook certificate is cut short.');
  return { tag, start, end: start + length };
}

/**
 * An X.509 certificate's SubjectPublicKeyInfo, what Web Crypto imports ('spki'): the seventh
 * element of the TBSCertificate, counting the optional [0] version.
 */
export function subjectPublicKeyInfo(certificate: Uint8Array<ArrayBuffer>): ArrayBuffer {
  const tbs = element(certificate, element(certificate, 0).start);
  let at = tbs.start;
  if (certificate[at] === 0xa0) at = element(certificate, at).end;
  // serialNumber, signature, issuer, validity, subject: then the key.
  for (let skip = 0; skip < 5; skip += 1) at = element(certificate, at).end;
  const spki = element(certificate, at);
  return certificate.slice(at, spki.end).buffer;
}
