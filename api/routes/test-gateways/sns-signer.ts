// How the bKash stand-in signs its webhook as Amazon SNS does: an RSA key of its own, a
// self-signed certificate carrying it (served for SigningCertURL), and SignatureVersion 2
// (RSA with SHA-256) over the message's fields. Written with Web Crypto and a few DER encoders,
// so it runs wherever the API runs; the key is made at first use (Workers allow random numbers
// only while handling a request).
import { textToSign, type SnsMessage } from '../../services/payments/bkash/webhook.ts';
import type { webcrypto } from 'node:crypto';

const bytes = (...parts: (Uint8Array | number[])[]) => {
  const all = parts.flatMap((part) => [...part]);
  return Uint8Array.from(all);
};

function lengthOf(length: number): number[] {
  if (length < 0x80) return [length];
  const digits: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) digits.unshift(rest % 256);
  return [0x80 | digits.length, ...digits];
}

const tlv = (tag: number, ...contents: Uint8Array[]) => {
  const body = bytes(...contents);
  return bytes([tag, ...lengthOf(body.length)], body);
};
const sequence = (...contents: Uint8Array[]) => tlv(0x30, ...contents);

function oid(text: string): Uint8Array {
  const [first = 0, second = 0, ...rest] = text.split('.').map(Number);
  const out = [first * 40 + second];
  for (const arc of rest) {
    const digits = [arc % 128];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) {
      digits.unshift(0x80 | (value % 128));
    }
    out.push(...digits);
  }
  return tlv(0x06, Uint8Array.from(out));
}

const utcTime = (date: Date) =>
  tlv(0x17, new TextEncoder().encode(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`));
const name = (common: string) =>
  sequence(tlv(0x31, sequence(oid('2.5.4.3'), tlv(0x0c, new TextEncoder().encode(common)))));
const SHA256_WITH_RSA = sequence(oid('1.2.840.113549.1.1.11'), Uint8Array.from([0x05, 0x00]));

const base64 = (data: Uint8Array) => btoa(String.fromCharCode(...data));

export interface SnsSigner {
  certificatePem(): Promise<string>;
  /** The message with SignatureVersion, SigningCertURL and its Signature. */
  sign(
    message: Omit<SnsMessage, 'Signature' | 'SignatureVersion' | 'SigningCertURL'>,
    certUrl: string,
  ): Promise<SnsMessage>;
}

export function createSnsSigner(): SnsSigner {
  let made: Promise<{ key: webcrypto.CryptoKey; pem: string }> | null = null;

  const make = async () => {
    const pair = (await crypto.subtle.generateKey(
      {
        name: 'RSASSA-PKCS1-v1_5',
        modulusLength: 2048,
        publicExponent: Uint8Array.from([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['sign', 'verify'],
    )) as webcrypto.CryptoKeyPair;
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const now = Date.now();
    const tbs = sequence(
      tlv(0xa0, tlv(0x02, Uint8Array.from([2]))),
      tlv(0x02, Uint8Array.from([1])),
      SHA256_WITH_RSA,
      name('bKash stand-in (TEST MODE)'),
      sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 365 * 86_400_000))),
      name('bKash stand-in (TEST MODE)'),
      spki,
    );
    const signature = new Uint8Array(
      await crypto.subtle.sign('RSASSA-PKCS1-v1_5', pair.privateKey, tbs),
    );
    const certificate = sequence(tbs, SHA256_WITH_RSA, tlv(0x03, bytes([0], signature)));
    const lines = base64(certificate).match(/.{1,64}/g) ?? [];
    const pem = `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
    return { key: pair.privateKey, pem };
  };
  const ready = () => (made ??= make());

  return {
    certificatePem: async () => (await ready()).pem,
    async sign(fields, certUrl) {
      const { key } = await ready();
      const message: SnsMessage = {
        ...fields,
        SignatureVersion: '2',
        SigningCertURL: certUrl,
        Signature: '',
      };
      const signature = await crypto.subtle.sign(
        'RSASSA-PKCS1-v1_5',
        key,
        new TextEncoder().encode(textToSign(message)),
      );
      return { ...message, Signature: base64(new Uint8Array(signature)) };
    },
  };
}
