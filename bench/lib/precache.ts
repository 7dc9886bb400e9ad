// The service worker's precache: every URL in the manifest injected into dist/sw.js, with the
// size of the file it names. That is what an installed app downloads once in the background.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface Precache {
  files: number;
  bytes: number;
  /** URLs the manifest names that are not in the build (should be none). */
  missing: string[];
}

export async function measurePrecache(distDir: string): Promise<Precache> {
  const sw = await readFile(join(distDir, 'sw.js'), 'utf8');
  // injectManifest writes entries as JSON objects: {"revision":"…","url":"…"}.
  const urls = new Set([...sw.matchAll(/"url"\s*:\s*"([^"]+)"/g)].map((match) => match[1] ?? ''));
  let bytes = 0;
  const missing: string[] = [];
  for (const url of urls) {
    const info = await stat(join(distDir, decodeURIComponent(url.split(/[?#]/)[0] ?? ''))).catch(
      () => null,
    );
    if (info) bytes += info.size;
    else missing.push(url);
  }
  return { files: urls.size, bytes, missing };
}
