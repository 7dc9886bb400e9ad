import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { BOOT_LOADER_SCRIPT, TAP_HOLDER_SCRIPT } from '../../scripts/lib/boot-after-paint.ts';
import { securityHeaders } from './finish-response.ts';
import {
  BOOT_LOADER_HASH,
  TAP_HOLDER_HASH,
  contentSecurityPolicy,
  pageHeaders,
  SECURITY_HEADERS,
} from './security-headers.ts';

const headerPairs = (response: Response) =>
  [...response.headers]
    .filter(([name]) => name !== 'content-type' && name !== 'x-request-id')
    .sort();

const production = {
  firebase: { apiKey: 'key', authDomain: 'academy.firebaseapp.com', projectId: 'academy' },
  authEmulatorUrl: null,
};
const directivesOf = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('securityHeaders', () => {
  it('sets hono secureHeaders() defaults, with no framing at all and a CSP', async () => {
    const reference = new Hono().use(secureHeaders()).get('/', (c) => c.json({}));
    const ours = new Hono().use(securityHeaders()).get('/', (c) => c.json({}));
    const expected = new Map(headerPairs(await reference.request('/')));
    expected.set('x-frame-options', 'DENY');
    expected.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    expect(new Map(headerPairs(await ours.request('/')))).toEqual(expected);
  });

  it('keeps them on error answers made by onError and notFound', async () => {
    const app = new Hono()
      .use(securityHeaders())
      .get('/boom', () => {
        throw new Error('boom');
      })
      .onError((_error, c) => c.json({ error: 'internal' }, 500));
    for (const path of ['/boom', '/missing']) {
      const response = await app.request(path);
      for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name)).toBe(value);
    }
  });
});

describe('the pages’ Content-Security-Policy', () => {
  it('allows the build’s two inline scripts by their hashes', () => {
    const scriptSrc = directivesOf(contentSecurityPolicy(production)).get('script-src');
    for (const [script, allowed] of [
      [BOOT_LOADER_SCRIPT, BOOT_LOADER_HASH],
      [TAP_HOLDER_SCRIPT, TAP_HOLDER_HASH],
    ]) {
      const hash = createHash('sha256').update(script!).digest('base64');
      expect(allowed).toBe(`'sha256-${hash}'`);
      expect(scriptSrc).toContain(allowed);
    }
  });

  it('is strict where it matters: no inline or eval scripts, no plugins, no framing', () => {
    const policy = directivesOf(contentSecurityPolicy(production));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(contentSecurityPolicy(production)).not.toContain('unsafe-eval');
  });

  it('allows Stripe.js as Stripe documents it, and Firebase Auth on the configured domain', () => {
    const policy = directivesOf(contentSecurityPolicy(production));
    // docs.stripe.com/security/guide#content-security-policy
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com']),
    );
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
        'https://academy.firebaseapp.com',
      ]),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.stripe.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    expect(policy.get('script-src')).toContain('https://apis.google.com');
  });

  it('names the Auth emulator only when the browser is told to use one', () => {
    expect(contentSecurityPolicy(production)).not.toContain('http://');
    const local = contentSecurityPolicy({
      ...production,
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(directivesOf(local).get('connect-src')).toContain('http://127.0.0.1:9099');
    expect(directivesOf(local).get('frame-src')).toContain('http://127.0.0.1:9099');
  });

  it('refuses a configured host that would add anything else to the policy', () => {
    const injected = {
      ...production,
      firebase: { ...production.firebase, authDomain: "x.example; script-src 'unsafe-inline'" },
    };
    expect(() => contentSecurityPolicy(injected)).toThrow(/FIREBASE_AUTH_DOMAIN/);
    expect(() => contentSecurityPolicy({ ...production, authEmulatorUrl: 'http://a b' })).toThrow();
  });

  it('goes with the API’s other headers, keeping the sign-in popup’s opener', () => {
    const headers = pageHeaders(production);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(production));
  });
});
