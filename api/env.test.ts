import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { secretWeakness } from './lib/secret-strength.ts';
import { generateVapidKeys, vapidKeysOf } from './services/messaging/vapid.ts';

const STRONG_SECRET = randomBytes(32).toString('base64');
const VAPID = await generateVapidKeys();

/** A production configuration that meets every rule; each test below breaks one. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: STRONG_SECRET,
  FIREBASE_PROJECT_ID: 'sports-academy-live',
  FIREBASE_API_KEY: 'AIzaSyExampleWebApiKeyOfTheProject',
  CORS_ORIGINS: 'https://academy.example,https://www.academy.example:8443',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: 'mailto:ops@academy.example',
};

function refusal(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parseEnv accepted the configuration');
}

describe('parseEnv where NODE_ENV=production', () => {
  it('accepts a configuration that meets every rule', () => {
    expect(parseEnv(SAFE_PRODUCTION).JWT_SECRET).toBe(STRONG_SECRET);
    const testPayments = {
      ...SAFE_PRODUCTION,
      STRIPE_SECRET_KEY: undefined,
      ALLOW_TEST_PAYMENTS: 'true',
    };
    expect(parseEnv(testPayments).ALLOW_TEST_PAYMENTS).toBe(true);
  });

  it.each([
    [
      'SSLCommerz without SITE_ORIGIN',
      { SSLCOMMERZ_STORE_ID: 'academy0live', SSLCOMMERZ_STORE_PASSWORD: 'x@ssl' },
      /SSLCOMMERZ_STORE_ID or BKASH_APP_KEY is set without SITE_ORIGIN/,
    ],
    [
      'the Auth emulator host',
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /FIREBASE_AUTH_EMULATOR_HOST is set: .*unsigned/,
    ],
    [
      'no JWT_SECRET',
      { JWT_SECRET: undefined },
      /JWT_SECRET is not set: .*openssl rand -base64 32/,
    ],
    [
      'a short JWT_SECRET',
      { JWT_SECRET: randomBytes(18).toString('base64') },
      /JWT_SECRET is 24 characters long/,
    ],
    [
      'a placeholder JWT_SECRET',
      { JWT_SECRET: 'please-change-me-before-going-live!' },
      /JWT_SECRET contains a word/,
    ],
    ['a patterned JWT_SECRET', { JWT_SECRET: '0123456789'.repeat(4) }, /JWT_SECRET repeats itself/],
    [
      'the old default JWT_SECRET',
      { JWT_SECRET: 'dev-only-secret-change-me-in-production' },
      /JWT_SECRET is a value published/,
    ],
    [
      'a demo project',
      { FIREBASE_PROJECT_ID: 'demo-sports-academy' },
      /FIREBASE_PROJECT_ID is "demo-sports-academy", a demo project/,
    ],
    [
      'the default project',
      { FIREBASE_PROJECT_ID: undefined },
      /FIREBASE_PROJECT_ID is "demo-sports-academy"/,
    ],
    [
      'the demo API key',
      { FIREBASE_API_KEY: undefined },
      /FIREBASE_API_KEY is left at its demo value/,
    ],
    [
      'a plain-HTTP CORS origin',
      { CORS_ORIGINS: 'http://academy.example' },
      /CORS_ORIGINS lists "http:\/\/academy.example", which is not https/,
    ],
    [
      'a plain-HTTP site origin (the calendar feeds)',
      { SITE_ORIGIN: 'http://academy.example' },
      /SITE_ORIGIN is "http:\/\/academy.example", which is not https/,
    ],
    [
      'Stripe without its webhook secret',
      { STRIPE_WEBHOOK_SECRET: undefined },
      /STRIPE_WEBHOOK_SECRET: a payment would be completed only/,
    ],
    [
      'Stripe without its publishable key',
      { STRIPE_PUBLISHABLE_KEY: undefined },
      /without STRIPE_PUBLISHABLE_KEY/,
    ],
    ['Stripe keys of two modes', { STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }, /different Stripe modes/],
    ['test payments not allowed', { STRIPE_SECRET_KEY: undefined }, /ALLOW_TEST_PAYMENTS=true/],
    [
      'no VAPID key pair',
      { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: '' },
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: .*npm run vapid:keys/,
    ],
    [
      'half a VAPID key pair',
      { VAPID_PRIVATE_KEY: undefined },
      /Only one of VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY is set/,
    ],
    [
      'a VAPID public key that is no P-256 point',
      { VAPID_PUBLIC_KEY: VAPID.publicKey.slice(0, 43) },
      /VAPID_PUBLIC_KEY is not a P-256 public key/,
    ],
    [
      'a VAPID private key in another form (PEM, hex)',
      { VAPID_PRIVATE_KEY: randomBytes(32).toString('hex') },
      /VAPID_PRIVATE_KEY is not a P-256 private key/,
    ],
    ['no VAPID subject', { VAPID_SUBJECT: undefined }, /VAPID_SUBJECT is not set/],
    [
      'a VAPID subject that is no contact',
      { VAPID_SUBJECT: 'ops team' },
      /VAPID_SUBJECT: must be a mailto: address or an https: URL/,
    ],
  ])('refuses %s, saying what to do', (_, change, message) => {
    expect(refusal({ ...SAFE_PRODUCTION, ...change })).toMatch(message);
  });

  it('lists every problem at once, and never the secret', () => {
    const secret = 'my-jwt-secret-change-me-before-going-live';
    const message = refusal({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(message).toMatch(/^Invalid configuration for NODE_ENV=production:/);
    for (const variable of [
      'FIREBASE_AUTH_EMULATOR_HOST',
      'JWT_SECRET',
      'FIREBASE_PROJECT_ID',
      'FIREBASE_API_KEY',
    ]) {
      expect(message).toContain(`- ${variable}`);
    }
    expect(message).not.toContain(secret);
  });
});

describe('parseEnv elsewhere', () => {
  it('makes a VAPID pair per process where none is set, and keeps a set one', async () => {
    const made = await vapidKeysOf(parseEnv({}));
    expect(made.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(await vapidKeysOf(parseEnv({ NODE_ENV: 'test' }))).toEqual(made);
    const set = await vapidKeysOf(
      parseEnv({ VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey }),
    );
    expect(set).toMatchObject(VAPID);
    // Half a pair or a malformed key is refused in development too: no push would work.
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow(/Only one of/);
  });

  it('lets development and tests run with the emulator and demo values', () => {
    const env = parseEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(env.NODE_ENV).toBe('development');
    expect(env.FIREBASE_PROJECT_ID).toBe('demo-sports-academy');
  });

  it('signs with a random secret of this process where JWT_SECRET is not set', () => {
    const first = parseEnv({}).JWT_SECRET;
    expect(secretWeakness(first)).toBeNull();
    expect(first).toHaveLength(44);
    // One secret per process: every parse in it signs and checks tokens alike.
    expect(parseEnv({ NODE_ENV: 'test' }).JWT_SECRET).toBe(first);
    expect(parseEnv({ JWT_SECRET: 'a-secret-of-my-own-choice' }).JWT_SECRET).toBe(
      'a-secret-of-my-own-choice',
    );
  });

  it('takes SITE_ORIGIN as an origin only (an empty one is none)', () => {
    expect(parseEnv({ SITE_ORIGIN: 'https://academy.example' }).SITE_ORIGIN).toBe(
      'https://academy.example',
    );
    expect(parseEnv({ SITE_ORIGIN: '' }).SITE_ORIGIN).toBeUndefined();
    for (const value of ['https://academy.example/', 'academy.example', 'https://a.example/x']) {
      expect(refusal({ SITE_ORIGIN: value }), value).toMatch(/SITE_ORIGIN: must be an origin/);
    }
  });

  it.each(['*', 'https://academy.example/', 'https://academy.example/app', 'academy.example'])(
    'refuses a CORS_ORIGINS entry that is not an origin: %s',
    (entry) => {
      expect(refusal({ CORS_ORIGINS: `http://localhost:5173,${entry}` })).toMatch(
        /CORS_ORIGINS lists ".*", which is not an origin/,
      );
    },
  );
});

describe('the secrets written in this repository', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const skip = new Set([
    'node_modules',
    'dist',
    'dist-ssr',
    '.git',
    '.data',
    'test-results',
    'coverage',
  ]);
  function* files(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* files(path);
      else if (/\.(ts|tsx|js|md|toml|json|ya?ml|service|example)$|^\.dev\.vars/.test(entry.name))
        yield path;
    }
  }
  // `JWT_SECRET: 'x'`, `JWT_SECRET = "x"`, and `JWT_SECRET=x` (shell, .env); not `${…}` or `$(…)`.
  const assignment = /JWT_SECRET(?:\s*[:=]\s*(['"`])([^'"`\n]*)\1|=([^\s'"`$][^\s'"`]*))/g;
  const written = [...files(root)].flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(assignment)]
      .map((match) => match[2] ?? match[3] ?? '')
      .filter((value) => value && !value.includes('${'))
      .map((value) => ({ file: relative(root, path), value })),
  );

  it('are found (the search works)', () => {
    expect(written.map((item) => item.file)).toContain('api/test/test-env.ts');
  });

  it('are all refused in production, so none can sign real tokens', () => {
    const accepted = written.filter(({ value }) => secretWeakness(value) === null);
    expect(accepted).toEqual([]);
  });
});
