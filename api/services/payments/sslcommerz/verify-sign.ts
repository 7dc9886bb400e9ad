// SSLCommerz's signature of the fields it posts (the IPN and the browser's return): verify_key
// names the signed fields; with store_passwd = md5(store password) added, sorted by name and
// joined as name=value&…, their md5 is verify_sign. MD5 because that is what SSLCommerz signs
// with; Web Crypto has none, so it comes from @noble/hashes (decision 036).
import { md5 } from '@noble/hashes/legacy.js';
import { hexOf } from '#shared/hex.ts';

const md5Hex = (text: string) => hexOf(md5(new TextEncoder().encode(text)));

/** The verify_sign SSLCommerz writes for these fields (the stand-in signs with it too). */
export function signFields(
  fields: Readonly<Record<string, string>>,
  signedNames: readonly string[],
  storePassword: string,
): string {
  const signed: Record<string, string> = {};
  for (const name of signedNames) {
    const value = fields[name];
    if (value !== undefined) signed[name] = value;
  }
  signed.store_passwd = md5Hex(storePassword);
  const text = Object.keys(signed)
    .sort()
    .map((name) => `${name}=${signed[name]}`)
    .join('&');
  return md5Hex(text);
}

/**
 * Whether SSLCommerz signed these fields with our store password. The fields that matter
 * (tran_id, val_id, amount, currency, status) must be among the signed ones, or a signature over
 * other fields would vouch for nothing.
 */
export function hasValidSignature(
  fields: Readonly<Record<string, string>>,
  storePassword: string,
): boolean {
  const { verify_sign: signature, verify_key: keyList } = fields;
  if (!signature || !keyList) return false;
  const signedNames = keyList.split(',').filter(Boolean);
  const needed = ['tran_id', 'val_id', 'amount', 'currency', 'status'];
  if (!needed.every((name) => signedNames.includes(name) || fields[name] === undefined)) {
    return false;
  }
  return sameText(signFields(fields, signedNames, storePassword), signature.toLowerCase());
}

/** Compares in time that does not depend on where the texts first differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}
