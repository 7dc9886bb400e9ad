import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './node.ts';
import { testEnv } from './test/test-env.ts';

let dir: string;
let server: ApiServer;
let seeded = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-node-'));
  const dist = join(dir, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Sports Academy</title>');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
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
});
