// API responses compressed on Node (the zlib encoder node.ts lends the app): the coding chosen from
// Accept-Encoding, the bytes decompress to the very JSON sent uncompressed, small responses and
// clients without the header get identity, and an app without an encoder (Workers) never encodes.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from './lib/content-encoding.ts';
import { zlibEncoder } from './lib/zlib-encoder.ts';
import { createClass, createUser } from './test/factories.ts';
import { createTestApi, type TestApi } from './test/test-api.ts';

let node: TestApi;
let adminEmail: string;

beforeAll(async () => {
  node = await createTestApi({ encoder: zlibEncoder });
  // Enough classes for every list to pass the 1 KB threshold.
  for (let index = 0; index < 12; index += 1) {
    await createClass(node.db, {
      name: `Class ${index}`,
      status: index % 3 ? 'approved' : 'pending',
    });
  }
  adminEmail = (await createUser(node.db, { role: 'admin' })).email;
});

afterAll(() => node.cleanup());

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const decode = (encoding: string | null, bytes: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;

describe('compressed answers', () => {
  // The popular list (6 short items) may stay under the threshold; the others are above it.
  const paths = ['/api/class', '/api/class?limit=5', '/api/class?since=0', '/api/popularClass'];
  for (const path of paths) {
    it(`${path}: Brotli or gzip as asked, decompressing to the identity bytes`, async () => {
      const plain = await node.call('GET', path);
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      const identity = await bytesOf(plain);
      if (path !== '/api/popularClass') expect(identity.length).toBeGreaterThan(1024);
      for (const [accept, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const response = await node.call('GET', path, { headers: { 'Accept-Encoding': accept } });
        const encoding = response.headers.get('Content-Encoding');
        const body = await bytesOf(response);
        expect(response.headers.get('Vary')).toContain('Accept-Encoding');
        if (identity.length < 1024) {
          expect(encoding).toBeNull();
          continue;
        }
        expect(encoding).toBe(expected);
        if (expected) expect(body.length).toBeLessThan(identity.length);
        expect(decode(encoding, body).equals(identity)).toBe(true);
      }
    });
  }

  it('compresses answers built per request too (an admin’s list)', async () => {
    const token = await node.tokenFor(adminEmail);
    const plain = await bytesOf(await node.call('GET', '/api/class?status=all', { token }));
    expect(plain.length).toBeGreaterThan(1024);
    const response = await node.call('GET', '/api/class?status=all', {
      token,
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(decode('br', await bytesOf(response)).equals(plain)).toBe(true);
  });

  it('leaves small answers and apps without an encoder (Workers) uncompressed', async () => {
    const small = await node.call('GET', '/api/config', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    const workers = await createTestApi();
    try {
      for (let index = 0; index < 12; index += 1) await createClass(workers.db);
      const response = await workers.call('GET', '/api/class', {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(JSON.parse(await response.text())).toHaveLength(12);
    } finally {
      await workers.cleanup();
    }
  });
});

describe('preferredEncoding', () => {
  it('follows the q-values, prefers Brotli on a tie, and falls back to identity', () => {
    expect(preferredEncoding(null)).toBeNull();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
  });
});
