// The cheap-phone floor: a copy of a build whose every page has lost the app's loader, so
// Lighthouse
// measures what the page's HTML and stylesheet cost alone (a reader with scripts off), the
// figure the app's code adds to. The copy keeps the build's page renderer beside it
// (rendererDirOf), so /classes and a class page are still rendered with their data.
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { rendererDirOf } from '#shared/pages/page-renderer.ts';
import { withoutApp } from '../../scripts/lib/boot-after-paint.ts';

/** The copy's dist folder (in a temporary folder of its own); the build itself is left as it is. */
export async function copyWithoutApp(distDir: string): Promise<string> {
  const copy = join(await mkdtemp(join(tmpdir(), 'bench-no-script-')), basename(distDir));
  await cp(distDir, copy, { recursive: true });
  await cp(rendererDirOf(distDir), rendererDirOf(copy), { recursive: true });
  const files = await readdir(copy, { recursive: true });
  let pages = 0;
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const path = join(copy, file);
    // The shell (every other address) has no loader: it is the app, and no page measured here.
    const bare = withoutApp(await readFile(path, 'utf8'));
    if (bare === null) continue;
    await writeFile(path, bare);
    pages += 1;
  }
  if (pages === 0) throw new Error(`no page of ${distDir} has the app's after-paint loader`);
  return copy;
}
