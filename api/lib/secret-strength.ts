// Is a secret random enough to sign access tokens (HS256)? Whoever knows or guesses JWT_SECRET can
// sign a token for any account, admin included. A person cannot be asked to prove randomness, but
// the secrets people type have tells: too short, a published value, words, repeats, sequences,
// few distinct characters. Each check below catches one tell, and none may refuse a secret made
// the way the docs say (`openssl rand -base64 32` and its base64url form, `openssl rand -hex 32`
// and `-hex 16`): a deployment that fails to start by bad luck teaches people to skip the check.
// No message repeats any part of the secret: it ends up in logs.

/** At least 32 characters: the length of `openssl rand -hex 16`, the smallest key we accept. */
export const MIN_SECRET_LENGTH = 32;

/** Bits of randomness by a rough count (below); 128 random bits written as 32 hex count ~115. */
const MIN_ESTIMATED_BITS = 80;

/**
 * Secrets that are public because they are written in this repository (the old development
 * default and test secrets), however they were meant. api/env.test.ts checks that every
 * JWT_SECRET written in the repository is refused, so a new one fails that test until it is
 * either generated at run time or refused here.
 */
export const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  'dev-only-secret-change-me-in-production',
  'test-secret-that-is-long-enough',
  'worker-test-secret-long-enough',
  'a-production-secret-of-length',
  'another-secret-long-enough',
]);

/**
 * Words of example and placeholder secrets ('change-me', 'my-super-secret-key'), matched in any
 * case. A random base64 secret now and then holds one by chance ('aDMIN' amid the noise), so a
 * word alone does not refuse a secret: the words carry no randomness, and the checks after it
 * judge what is left without them. All have 5 letters or more; hex holds none of them at all.
 */
const TELL_TALE_WORDS = [
  'secret',
  'change',
  'password',
  'passw0rd',
  'default',
  'example',
  'sample',
  'replace',
  'placeholder',
  'insecure',
  'dummy',
  'qwerty',
  'letmein',
  'admin',
  'academy',
  'sports',
  'production',
  'development',
];

/** Why `secret` is too weak to sign tokens, as the end of a sentence; null when it will do. */
export function secretWeakness(secret: string): string | null {
  if (PUBLISHED_SECRETS.has(secret))
    return 'is a value published in this project (a default or a test secret)';
  if (secret.length < MIN_SECRET_LENGTH) {
    return `is ${secret.length} characters long; at least ${MIN_SECRET_LENGTH} are needed`;
  }
  const rest = withoutTellTaleWords(secret);
  if (rest.length < MIN_SECRET_LENGTH) {
    return "contains a word of example secrets (like 'secret', 'change' or 'password')";
  }
  if (looksLikeWords(rest)) return 'looks like a phrase of words';
  if (repeatsItself(rest)) return 'repeats itself';
  if (runsInSequence(rest)) return 'runs in sequences (like aaaa, abcd or 1234)';
  const bits = estimatedBits(rest);
  if (bits < MIN_ESTIMATED_BITS) {
    return `has too little variety (about ${Math.round(bits)} bits of randomness; at least ${MIN_ESTIMATED_BITS} are needed)`;
  }
  return null;
}

/** The secret with every tell-tale word cut out, in any case. */
function withoutTellTaleWords(secret: string): string {
  return TELL_TALE_WORDS.reduce((rest, word) => rest.replace(new RegExp(word, 'gi'), ''), secret);
}

/**
 * Three or more parts between spaces, dots, dashes or underscores, each a lower-case or capitalized
 * word or a number: 'correct horse battery staple', 'My-Jwt-Key-2024'. Standard base64 has none of
 * those separators; base64url has '-' and '_', but its parts mix cases and digits.
 */
function looksLikeWords(secret: string): boolean {
  const parts = secret.split(/[\s._-]+/).filter(Boolean);
  return (
    parts.length >= 3 && parts.every((part) => /^[A-Z]?[a-z]+$/.test(part) || /^\d+$/.test(part))
  );
}

/**
 * A quarter or more of its three-character pieces occur earlier in it: 'abcabcabc…',
 * 'keykeykey…', 'aaaa…'. In a random 64-character hex secret fewer than one piece in a hundred does.
 */
function repeatsItself(secret: string): boolean {
  const pieces = secret.length - 2;
  const distinct = new Set<string>();
  for (let i = 0; i < pieces; i += 1) distinct.add(secret.slice(i, i + 3));
  return distinct.size < pieces * 0.75;
}

/**
 * Seven in ten or more characters equal their predecessor or follow it by one code point either
 * way ('aaaa', 'abcd', '4321'). In random hex about one in five does; the most in 200,000 random
 * 32-character hex secrets was 55 %.
 */
function runsInSequence(secret: string): boolean {
  let following = 0;
  for (let i = 1; i < secret.length; i += 1) {
    if (Math.abs(secret.charCodeAt(i) - secret.charCodeAt(i - 1)) <= 1) following += 1;
  }
  return following >= (secret.length - 1) * 0.7;
}

/**
 * Length × the Shannon entropy of its characters' frequencies: what the secret's own character
 * mix says about its randomness (few distinct characters, or one that dominates, score low). The
 * lowest of 200,000 random 32-character hex secrets scored 92.
 */
function estimatedBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const count of counts.values()) {
    const share = count / secret.length;
    bitsPerChar -= share * Math.log2(share);
  }
  return bitsPerChar * secret.length;
}
