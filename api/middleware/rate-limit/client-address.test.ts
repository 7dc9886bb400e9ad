import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { TrustedProxy } from '../../env.ts';
import { addressBucket, clientAddressOf, UNKNOWN_ADDRESS } from './client-address.ts';

/** The address `trusted` reads from a request with these headers over a socket from `peer`. */
async function addressOf(trusted: TrustedProxy, headers: Record<string, string>, peer?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddressOf(trusted)(c)));
  const bindings = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
  return (await app.request('/', { headers }, bindings)).text();
}

describe("a client address's rate-limit bucket", () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:5678', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:443', '203.0.113.7'],
  ])('IPv4 %j is the address itself', (text, bucket) => {
    expect(addressBucket(text)).toBe(bucket);
  });

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::9]:8443', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ])('IPv6 %j counts as its /64', (text, bucket) => {
    expect(addressBucket(text)).toBe(bucket);
  });

  it('keeps neighbouring /64 networks apart', () => {
    expect(addressBucket('2001:db8:1:2::1')).not.toBe(addressBucket('2001:db8:1:3::1'));
  });

  it.each([
    '',
    'unknown',
    'evil.example',
    '203.0.113',
    '203.0.113.256',
    '1.2.3.4.5',
    '2001:db8::1::2',
    '2001:db8:1:2:3:4:5:6:7',
    '2001:db8:1:2:3:4:5',
    '12345::',
    '1.2.3.4::',
    'gggg::1',
  ])('%j is not an address', (text) => {
    expect(addressBucket(text)).toBeNull();
  });
});

/** What a header value may hold (control characters make Headers throw before any code runs). */
const printableAscii = fc
  .integer({ min: 0x20, max: 0x7e })
  .map((code) => String.fromCharCode(code));

describe("a request's client address", () => {
  const peer = '::ffff:10.0.0.5';
  const spoofed = { 'CF-Connecting-IP': '203.0.113.1', 'X-Forwarded-For': '203.0.113.2' };

  it('is the connection with no trusted proxy, whatever the headers say', async () => {
    expect(await addressOf({ kind: 'none' }, spoofed, peer)).toBe('10.0.0.5');
    expect(await addressOf({ kind: 'none' }, spoofed)).toBe(UNKNOWN_ADDRESS);
  });

  it("is CF-Connecting-IP behind Cloudflare, else the connection's", async () => {
    expect(await addressOf({ kind: 'cloudflare' }, spoofed, peer)).toBe('203.0.113.1');
    expect(await addressOf({ kind: 'cloudflare' }, { 'CF-Connecting-IP': 'x' }, peer)).toBe(
      '10.0.0.5',
    );
  });

  it('is the Nth X-Forwarded-For entry from the right behind N proxies', async () => {
    const twoProxies = { kind: 'forwarded-for', hops: 2 } as const;
    const chain = { 'X-Forwarded-For': '192.0.2.66, 203.0.113.9, 198.51.100.1' };
    expect(await addressOf(twoProxies, chain, peer)).toBe('203.0.113.9');
    // One entry where two proxies would have written two: it did not come through both.
    expect(await addressOf(twoProxies, { 'X-Forwarded-For': '203.0.113.9' }, peer)).toBe(
      '10.0.0.5',
    );
  });

  it('behind one proxy, is the /64 of what the proxy appended, whatever the client wrote first', async () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    const ipv6 = fc.array(group, { minLength: 8, maxLength: 8 }).map((groups) => groups.join(':'));
    const headerText = fc.string({
      unit: fc.constantFrom(...' ,.:[]%0123456789abcdefx'.split('')),
    });
    await fc.assert(
      fc.asyncProperty(ipv6, headerText, async (client, claimed) => {
        const forwarded = claimed ? `${claimed}, ${client}` : client;
        const address = await addressOf(
          { kind: 'forwarded-for', hops: 1 },
          { 'X-Forwarded-For': forwarded },
          peer,
        );
        expect(address).toBe(addressBucket(client));
        expect(address).toBe(`${client.split(':').slice(0, 4).join(':')}::/64`);
      }),
      { numRuns: 300 },
    );
  });

  it('is the address a header holds, else the connection, for any header text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: printableAscii }), async (text) => {
        const value = text.trim(); // as Headers keeps it
        const address = await addressOf(
          { kind: 'forwarded-for', hops: 1 },
          { 'X-Forwarded-For': value, 'CF-Connecting-IP': value },
          peer,
        );
        const claimed = addressBucket(value.split(',').at(-1) ?? '');
        expect(address).toBe(claimed ?? '10.0.0.5');
      }),
      { numRuns: 300 },
    );
  });
});
