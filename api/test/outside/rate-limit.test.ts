// Over HTTP against the real Node server: the rate limit counts per client address, and a client
// cannot pick its own address with a header unless the deployment says a proxy sets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, type RealServer } from '../real-server.ts';

const LIMIT = 2;

/** POST /api/jwt with an empty body: refused with 400 by validation, or 429 by the rate limit. */
async function statusesOf(server: RealServer, headersList: Array<Record<string, string>>) {
  const statuses: number[] = [];
  for (const headers of headersList) {
    const response = await server.request('POST', '/api/jwt', {
      headers: { 'Content-Type': 'application/json', ...headers },
      body: '{}',
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe('behind no proxy (TRUSTED_PROXY unset)', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => server.close());

  it('counts by the connection, whatever CF-Connecting-IP or X-Forwarded-For a client sends', async () => {
    const spoofed = [1, 2, 3, 4].map((n) => ({
      'CF-Connecting-IP': `203.0.113.${n}`,
      'X-Forwarded-For': `198.51.100.${n}`,
    }));
    expect(await statusesOf(server, spoofed)).toEqual([400, 400, 429, 429]);
    const refused = await server.request('POST', '/api/jwt', { body: '{}' });
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('behind one proxy that appends to X-Forwarded-For (TRUSTED_PROXY=1)', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUSTED_PROXY: '1' },
    });
  });
  afterAll(() => server.close());

  const from = (forwardedFor: string) => ({ 'X-Forwarded-For': forwardedFor });

  it('counts per the address the proxy saw, not what the client put before it', async () => {
    expect(
      await statusesOf(server, [
        from('203.0.113.7'),
        from('10.9.8.7, 203.0.113.7'), // the client's own claim, then the proxy's entry
        from('192.0.2.1, 203.0.113.7'),
      ]),
    ).toEqual([400, 400, 429]);
    // Another client of the proxy has a limit of its own; CF-Connecting-IP is not trusted here.
    expect(
      await statusesOf(server, [
        { ...from('203.0.113.8'), 'CF-Connecting-IP': '203.0.113.7' },
        from('::ffff:203.0.113.8'), // IPv4-mapped IPv6 is the same client
        from('203.0.113.8'),
      ]),
    ).toEqual([400, 400, 429]);
  });

  it('counts an IPv6 client by its /64, so rotating addresses within it buys nothing', async () => {
    expect(
      await statusesOf(server, [
        from('2001:db8:aa:1::1'),
        from('2001:db8:aa:1:ffff:ffff:ffff:fffe'),
        from('[2001:DB8:AA:1::abcd]:4431'),
      ]),
    ).toEqual([400, 400, 429]);
    expect(await statusesOf(server, [from('2001:db8:aa:2::1')])).toEqual([400]);
  });
});

describe('behind Cloudflare (TRUSTED_PROXY=cloudflare)', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUSTED_PROXY: 'cloudflare' },
    });
  });
  afterAll(() => server.close());

  it('counts per CF-Connecting-IP and ignores X-Forwarded-For', async () => {
    const cloudflare = (address: string, forwardedFor: string) => ({
      'CF-Connecting-IP': address,
      'X-Forwarded-For': forwardedFor,
    });
    expect(
      await statusesOf(server, [
        cloudflare('198.51.100.20', '192.0.2.1'),
        cloudflare('198.51.100.20', '192.0.2.2'),
        cloudflare('198.51.100.20', '192.0.2.3'),
        cloudflare('198.51.100.21', '192.0.2.3'),
      ]),
    ).toEqual([400, 400, 429, 400]);
  });
});
