// The pass's QR payload and short codes as properties (decision 025): what passPayload writes,
// readPassPayload reads back; anything else is not a pass; a code typed in any of the ways people
// type it normalizes to itself, and a code with a digit that is not Crockford's is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  formatCode,
  normalizeCode,
  passPayload,
  readPassPayload,
} from './pass.ts';

const RUNS = 300;
const hex = '0123456789abcdef';
const tokenArb = fc.string({ unit: fc.constantFrom(...hex), minLength: 32, maxLength: 32 });
const classIdArb = fc.uuid();
const codeArb = fc.string({
  unit: fc.constantFrom(...CODE_ALPHABET),
  minLength: CODE_LENGTH,
  maxLength: CODE_LENGTH,
});

describe('the QR payload', () => {
  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(classIdArb, tokenArb, (classId, token) => {
        expect(readPassPayload(passPayload(classId, token))).toEqual({ classId, token });
      }),
      { numRuns: RUNS },
    );
  });

  it('reads nothing from a payload with a token of the wrong form', () => {
    const badToken = fc
      .string({ maxLength: 40 })
      .filter((token) => !/^[0-9a-f]{32}$/.test(token.trim()));
    fc.assert(
      fc.property(classIdArb, badToken, (classId, token) => {
        expect(readPassPayload(passPayload(classId, token))).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  it('reads nothing from any other text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.trim().startsWith('SAPASS1.'));
        expect(readPassPayload(text)).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});

describe('short codes', () => {
  it('normalize to themselves however they are typed', () => {
    const typed = (code: string) =>
      fc.constantFrom(
        code,
        code.toLowerCase(),
        formatCode(code),
        ` ${formatCode(code).toLowerCase()} `,
        code.replace(/0/g, 'O').replace(/1/g, 'I'),
        code.replace(/1/g, 'l'),
      );
    fc.assert(
      fc.property(
        codeArb.chain((code) => fc.tuple(fc.constant(code), typed(code))),
        ([code, typing]) => {
          expect(normalizeCode(typing)).toBe(code);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuse a code with a character that is not a Crockford digit, or of another length', () => {
    const notDigit = fc.constantFrom('U', '*', '!', 'é', '#', '_');
    fc.assert(
      fc.property(codeArb, notDigit, fc.nat({ max: CODE_LENGTH - 1 }), (code, bad, at) => {
        expect(normalizeCode(code.slice(0, at) + bad + code.slice(at + 1))).toBeNull();
        expect(normalizeCode(code.slice(0, at))).toBeNull();
        expect(normalizeCode(code + code[at])).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});
