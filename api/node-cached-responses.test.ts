// The cached API responses through the real Node server (@hono/node-server writes them from a plain
// header object, api/lib/security-headers.ts): compressed bytes with their own Content-Length,
// 304 without a body, HEAD, and every header other responses carry. Raw HTTP, so nothing is
// decompressed or revalidated on the way.
import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from './db/seed.ts';
import { SECURITY_HEADERS } from './lib/security-headers.ts';
import { startApiServer, type ApiServer } from './node.ts';
import { testEnv } from './test/test-env.ts';

let dir: string;
let server: ApiServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-answers-'));
  server = await startApiServer({
    env: testEnv({ DATABASE_URL: `file:${join(dir, 'academy.db')}` }),
    port: 0,
    hostname: '127.0.0.1',
    seed: seedDemoData,
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (done, fail) => {
      const req = request(
        { host: '127.0.0.1', port: server.port, path, method, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', fail);
      req.end();
    },
  );
}

describe('cached answers on the Node server', () => {
  it('sends the plain bytes, Brotli or gzip, each with its own length and every header', async () => {
    const plain = await raw('/api/class');
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body.toString('utf8'))).toHaveLength(14);
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await raw('/api/class', { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding']).toBe(accept);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode(answer.body).equals(plain.body)).toBe(true);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    for (const [name, value] of SECURITY_HEADERS)
      expect(plain.headers[name.toLowerCase()]).toBe(value);
    expect(plain.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(plain.headers['content-type']).toBe('application/json');
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('answers 304 with no body to the current ETag, and HEAD with the headers only', async () => {
    const first = await raw('/api/popularClass');
    const etag = String(first.headers.etag);
    const again = await raw('/api/popularClass', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const head = await raw('/api/class', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toMatch(/^W\//);
  });

  it('keeps the client’s sane request id and routes on the raw request target', async () => {
    const answer = await raw('/api/class?limit=2', { 'X-Request-Id': 'client-id-1' });
    expect(answer.headers['x-request-id']).toBe('client-id-1');
    expect(
      (JSON.parse(answer.body.toString('utf8')) as { classes: unknown[] }).classes,
    ).toHaveLength(2);
    const odd = await raw('/api/class', { 'X-Request-Id': 'not sane!' });
    expect(odd.headers['x-request-id']).not.toBe('not sane!');
    const missing = await raw('/api?x=1');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString('utf8'))).toMatchObject({
      error: { code: 'not_found' },
    });
  });
});
