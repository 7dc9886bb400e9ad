import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasValidSignature, signFields } from './verify-sign.ts';

const PASSWORD = 'store@ssl';
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** SSLCommerz's algorithm written out again with Node's own MD5, to hold ours to it. */
function reference(fields: Record<string, string>, names: string[], password: string) {
  const signed: Record<string, string> = { store_passwd: md5(password) };
  for (const name of names) if (fields[name] !== undefined) signed[name] = fields[name];
  const text = Object.keys(signed)
    .sort()
    .map((name) => `${name}=${signed[name]}`)
    .join('&');
  return md5(text);
}

const value = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((text) => !text.includes(','));
const ipnFields = fc.record({
  tran_id: value,
  val_id: value,
  amount: value,
  currency: value,
  status: value,
  card_type: value,
});
const signedIpn = ipnFields.map((fields) => {
  const names = Object.keys(fields);
  return {
    ...fields,
    verify_key: names.join(','),
    verify_sign: reference(fields, names, PASSWORD),
  } as Record<string, string>;
});

describe('verify_sign', () => {
  it('is what SSLCommerz computes (MD5 of the sorted fields with md5 of the password)', () => {
    fc.assert(
      fc.property(ipnFields, fc.string(), (fields, password) => {
        const names = Object.keys(fields);
        expect(signFields(fields, names, password)).toBe(reference(fields, names, password));
      }),
    );
  });

  it('holds for the fields as signed, and for no change to a signed one', () => {
    fc.assert(
      fc.property(
        signedIpn,
        fc.constantFrom('tran_id', 'val_id', 'amount', 'currency', 'status', 'card_type'),
        value,
        (fields, name, changed) => {
          expect(hasValidSignature(fields, PASSWORD)).toBe(true);
          expect(hasValidSignature(fields, `${PASSWORD}x`)).toBe(false);
          const tampered = { ...fields, [name]: changed };
          expect(hasValidSignature(tampered, PASSWORD)).toBe(changed === fields[name]);
        },
      ),
    );
  });

  it('is refused when it leaves out a field that matters', () => {
    const fields = { tran_id: 't', val_id: 'v', amount: '10.00', currency: 'BDT', status: 'VALID' };
    const names = ['tran_id', 'val_id', 'currency', 'status'];
    const narrow = {
      ...fields,
      verify_key: names.join(','),
      verify_sign: reference(fields, names, PASSWORD),
    };
    expect(hasValidSignature(narrow, PASSWORD)).toBe(false);
  });
});
