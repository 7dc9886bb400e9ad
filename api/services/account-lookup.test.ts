// The account lookup against a local stand-in of the Identity Toolkit endpoint: it checks the
// request as Google does (path, API key, a JSON body with the ID token) and answers as Google
// and the Auth emulator do (the responses seen from the emulator: users[], or error.message codes).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountLookup, lookupUrl } from './account-lookup.ts';
import { IdentityError } from './identity.ts';

const API_KEY = 'test-web-api-key';
/** What the stand-in returns for each ID token: [HTTP status, JSON body]. */
const RESPONSES: Record<string, [number, unknown]> = {
  active: [200, { users: [{ localId: 'u1', email: 'a@academy.test' }] }],
  'disabled-flag': [200, { users: [{ localId: 'u2', disabled: true }] }],
  'no-users': [200, {}],
  disabled: [400, { error: { code: 400, message: 'USER_DISABLED' } }],
  deleted: [400, { error: { code: 400, message: 'USER_NOT_FOUND' } }],
  revoked: [400, { error: { code: 400, message: 'TOKEN_EXPIRED' } }],
  garbage: [400, { error: { code: 400, message: 'INVALID_ID_TOKEN : bad' } }],
  'key-refused': [
    400,
    { error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } },
  ],
  outage: [503, { error: { code: 503, message: 'UNAVAILABLE' } }],
};

let server: Server;
let host: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const { idToken } = JSON.parse(body || '{}') as { idToken?: string };
      const known =
        request.method === 'POST' &&
        url.pathname === '/identitytoolkit.googleapis.com/v1/accounts:lookup' &&
        url.searchParams.get('key') === API_KEY &&
        request.headers['content-type'] === 'application/json';
      const [status, reply] = known
        ? (RESPONSES[idToken ?? ''] ?? [400, { error: { message: 'INVALID_ID_TOKEN' } }])
        : [404, { error: { message: 'NOT_FOUND' } }];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the Firebase account lookup', () => {
  it('asks Google in production and the emulator when it is the identity provider', () => {
    expect(lookupUrl({ apiKey: 'k y' })).toBe(
      'https://identitytoolkit.googleapis.com/v1/accounts:lookup?key=k%20y',
    );
    expect(lookupUrl({ apiKey: 'k', emulatorHost: '127.0.0.1:9099' })).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k',
    );
  });

  it.each([
    ['active', 'active'],
    ['disabled-flag', 'disabled'],
    ['disabled', 'disabled'],
    ['no-users', 'deleted'],
    ['deleted', 'deleted'],
    ['revoked', 'revoked'],
    ['garbage', 'revoked'],
  ])('reads %s as %s', async (idToken, status) => {
    const lookup = createAccountLookup({ apiKey: API_KEY, emulatorHost: host });
    expect(await lookup(idToken)).toBe(status);
  });

  it.each(['key-refused', 'outage'])(
    'decides nothing when Firebase cannot answer about the person (%s)',
    async (idToken) => {
      const lookup = createAccountLookup({ apiKey: API_KEY, emulatorHost: host });
      await expect(lookup(idToken)).rejects.toMatchObject({ reason: 'unavailable' });
    },
  );

  it('gives up after its timeout, as unavailable', async () => {
    const lookup = createAccountLookup({
      apiKey: API_KEY,
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    const refusal = await lookup('active').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(IdentityError);
    expect(refusal).toMatchObject({ reason: 'unavailable' });
  });
});
