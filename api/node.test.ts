import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiServer, type ApiServer } from './node.ts';
import { testEnv } from './test/test-env.ts';

let dir: string;
let server: ApiServer;
let seeded = 0;
/** Large enough to be compressed (small files are sent as they are). */
const bundle = `export const classes = [${Array.from({ length: 200 }, (_, i) => `{ name: "Yoga ${i}" }`).join(', ')}];\n`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-node-'));
  const dist = join(dir, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Sports Academy</title>');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(join(dist, 'assets', 'bundle-def456.js'), bundle);
  await writeFile(join(dist, 'manifest.webmanifest'), '{}');
  await writeFile(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startApiServer({
    // A nested folder that does not exist yet: the server creates it.
    env: testEnv({ DATABASE_URL: `file:${join(dir, 'data', 'nested', 'academy.db')}` }),
    staticDir: dist,
    port: 0,
    hostname: '127.0.0.1',
    seed: async () => {
      seeded += 1;
    },
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`http://127.0.0.1:${server.port}${path}`);

/** The raw bytes and headers, with no automatic decompression (fetch() would undo it). */
function getRaw(path: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    const req = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('startApiServer', () => {
  it('migrates, seeds once and serves the API', async () => {
    expect(seeded).toBe(1);
    const response = await get('/api/class');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(server.url).toBe(`http://localhost:${server.port}`);
  });

  it('answers unknown API paths with the JSON error, not the app shell', async () => {
    const response = await get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('serves the shell and client-side routes with no-cache', async () => {
    for (const path of ['/', '/classes', '/dashboard/myclass']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('Sports Academy');
    }
  });

  it('serves hashed assets as immutable and the service worker as no-cache', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    const worker = await get('/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the right content types for the manifest and SVG', async () => {
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toContain(
      'application/manifest+json',
    );
    expect((await get('/logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 404 for a missing file and never leaves the folder', async () => {
    expect((await get('/images/missing.webp')).status).toBe(404);
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });

  describe('text compression', () => {
    const path = '/assets/bundle-def456.js';

    it('answers a Brotli client with br, the same bytes once decompressed', async () => {
      const { headers, body } = await getRaw(path, 'gzip, deflate, br, zstd');
      expect(headers['content-encoding']).toBe('br');
      expect(headers.vary).toBe('Accept-Encoding');
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(body.length).toBeLessThan(Buffer.byteLength(bundle));
      expect(brotliDecompressSync(body).toString('utf8')).toBe(bundle);
    });

    it('answers a gzip-only client with gzip, the same bytes once decompressed', async () => {
      const { headers, body } = await getRaw(path, 'gzip');
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers.vary).toBe('Accept-Encoding');
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(gunzipSync(body).toString('utf8')).toBe(bundle);
    });

    it('answers identity when the client accepts no known encoding or refuses them', async () => {
      for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
        const { headers, body } = await getRaw(path, accept);
        expect(headers['content-encoding']).toBeUndefined();
        expect(headers.vary).toBe('Accept-Encoding');
        expect(Number(headers['content-length'])).toBe(Buffer.byteLength(bundle));
        expect(body.toString('utf8')).toBe(bundle);
      }
    });

    it('prefers gzip when the client weighs it above Brotli', async () => {
      const { headers } = await getRaw(path, 'br;q=0.5, gzip');
      expect(headers['content-encoding']).toBe('gzip');
    });

    it('answers HEAD with the encoded length and no body', async () => {
      const full = await getRaw(path, 'br');
      const head = await getRaw(path, 'br', 'HEAD');
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(String(full.body.length));
      expect(head.body.length).toBe(0);
    });

    it('sends a fresh copy after the file changes on disk', async () => {
      const changed = `${bundle}// rebuilt\n`;
      await writeFile(join(dir, 'dist', 'assets', 'bundle-def456.js'), changed);
      const { body } = await getRaw(path, 'br');
      expect(brotliDecompressSync(body).toString('utf8')).toBe(changed);
      await writeFile(join(dir, 'dist', 'assets', 'bundle-def456.js'), bundle);
    });

    it('sends files too small to gain from compression as they are', async () => {
      const { headers, body } = await getRaw('/assets/index-abc123.js', 'br, gzip');
      expect(headers['content-encoding']).toBeUndefined();
      expect(body.toString('utf8')).toBe('console.log(1);');
    });
  });

  it('writes every request log line, each with its request id, by the time close() resolves', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const logged = await startApiServer({
        env: testEnv({ LOG_LEVEL: 'debug', DATABASE_URL: `file:${join(dir, 'logged.db')}` }),
        port: 0,
        hostname: '127.0.0.1',
      });
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await fetch(`${logged.url.replace('localhost', '127.0.0.1')}/api/class`);
        await response.arrayBuffer();
        ids.push(response.headers.get('x-request-id') ?? '');
      }
      await logged.close();
      const requests = written
        .join('')
        .split('\n')
        .filter((line) => line.includes('"msg":"request"'))
        .map((line) => JSON.parse(line) as { requestId: string; path: string; status: number });
      expect(requests.map((line) => line.requestId)).toEqual(ids);
      expect(requests.every((line) => line.path === '/api/class' && line.status === 200)).toBe(
        true,
      );
    } finally {
      spy.mockRestore();
    }
  });
});
