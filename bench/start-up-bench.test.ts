// A build to measure must come with its page renderer, or its pages are not the server's.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRenderer } from './lib/start-up-bench.ts';

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a build given to the start-up part', () => {
  it('is refused without its renderer beside it, and taken with it', async () => {
    root = await mkdtemp(join(tmpdir(), 'start-up-build-'));
    const dist = join(root, 'dist-before');
    await mkdir(dist);
    await expect(checkRenderer(dist)).rejects.toThrow(/no page renderer beside it/);
    await mkdir(`${dist}-ssr`);
    await writeFile(join(`${dist}-ssr`, 'prerender.js'), 'export {};\n');
    await expect(checkRenderer(`${dist}/`)).resolves.toBeUndefined();
  });
});
