// A student's pass for one enrolled class, as the QR code carries it and as the instructor's
// phone checks it (decision 025). The pass's token is random (class_passes.token); what the QR
// code shows names the class too, so a pass shown at another class's door is refused as "another
// class" without asking anyone. The roster the phone keeps holds digests of tokens and short
// codes, never the tokens themselves, so a copied roster cannot make passes.

import { sha256Hex } from '../hex.ts';

/** What a pass's QR code says: `SAPASS1.<class id>.<token>`. */
const PREFIX = 'SAPASS1';

/** 128 random bits as 32 lowercase hex digits (class_passes.token, calendar_feeds.token). */
export const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** Crockford's base32 digits (no I, L, O, U): a short code is 8 of them, typed as XXXX-XXXX. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

export function passPayload(classId: string, token: string): string {
  return `${PREFIX}.${classId}.${token}`;
}

/** The class and token a scanned text names, or null when it is not one of our passes. */
export function readPassPayload(text: string): { classId: string; token: string } | null {
  const parts = text.trim().split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, classId, token] = parts;
  if (!classId || token === undefined || !TOKEN_PATTERN.test(token)) return null;
  return { classId, token };
}

/**
 * A typed short code as it is stored: upper case, without spaces or dashes, and with the letters
 * people mistake for digits read as those digits (O → 0, I and L → 1), as Crockford's base32
 * says. Null when what is left is not 8 of its digits.
 */
export function normalizeCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const digit of code) if (!CODE_ALPHABET.includes(digit)) return null;
  return code;
}

/** A code as it is shown and read aloud: two groups of four. */
export function formatCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** SHA-256 of a token or short code, as lowercase hex: what the roster carries for each pass. */
export function passDigest(tokenOrCode: string): Promise<string> {
  return sha256Hex(tokenOrCode);
}
