import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MIN_SECRET_LENGTH, PUBLISHED_SECRETS, secretWeakness } from './secret-strength.ts';

// What `openssl rand -base64 32` / `-hex 32` / `-hex 16` print, and the base64url form.
const randomSecrets = {
  'base64 of 32 bytes': () => randomBytes(32).toString('base64'),
  'base64url of 32 bytes': () => randomBytes(32).toString('base64url'),
  'hex of 32 bytes': () => randomBytes(32).toString('hex'),
  'hex of 16 bytes': () => randomBytes(16).toString('hex'),
};

describe('secretWeakness', () => {
  it.each(Object.entries(randomSecrets))('accepts random secrets: %s', (_, make) => {
    const refused = Array.from({ length: 2_000 }, make).filter((secret) => secretWeakness(secret));
    expect(refused).toEqual([]);
  });

  it.each([
    ['too short', randomBytes(12).toString('base64'), /characters long; at least 32/],
    ['one character', 'a'.repeat(40), /repeats itself/],
    ['a repeated piece', 'Xk9#'.repeat(10), /repeats itself/],
    ['counting', '01234567890123456789012345678901234', /repeats itself/],
    ['the alphabet', 'abcdefghijklmnopqrstuvwxyzABCDEFGH', /runs in sequences/],
    ['the alphabet backwards', 'zyxwvutsrqponmlkjihgfedcbaZYXWVUTS', /runs in sequences/],
    ['a placeholder', 'change-me-please-before-going-live', /a word of example secrets/],
    ['words around a short key', 'my-production-secret-Xk9q2LmT8vRw', /a word of example secrets/],
    ['words around a repeated key', `secret-${'Xk9#'.repeat(8)}`, /repeats itself/],
    ['the old default', 'dev-only-secret-change-me-in-production', /published in this project/],
    ['a phrase', 'correct horse battery staple jumps', /phrase of words/],
    ['a capitalized phrase', 'Correct-Horse-Battery-Staple-2024', /phrase of words/],
    ['one character mostly', `${'x'.repeat(28)}Qz7!k`, /repeats itself/],
    // Five letters in no pattern: only the count of distinct characters gives it away.
    ['five letters', 'eeccgggccgiicgeaggigccieggiaeceaac', /too little variety/],
  ])('refuses %s', (_, secret, reason) => {
    expect(secretWeakness(secret)).toMatch(reason);
  });

  it('accepts a random secret that holds a word by chance', () => {
    // A base64 secret from `openssl rand -base64 32` that spells 'admin' in mixed case.
    expect(secretWeakness('aTVZb1DOOVaFJl6mdtZzAvaDMINxEKFLF6GT7LTEEwk=')).toBeNull();
  });

  it('refuses every published secret, whatever its length', () => {
    for (const secret of PUBLISHED_SECRETS) {
      expect(secretWeakness(secret)).toMatch(/published in this project/);
    }
  });

  it('never repeats the secret, or a piece of it, in its reason', () => {
    const secrets = ['short-one', 'change-me-please-before-going-live', 'Xk9#'.repeat(10)];
    for (const secret of secrets) {
      const reason = secretWeakness(secret) ?? '';
      expect(reason).not.toContain(secret);
      expect(reason).not.toContain('Xk9#');
    }
    expect(MIN_SECRET_LENGTH).toBe(32);
  });
});
