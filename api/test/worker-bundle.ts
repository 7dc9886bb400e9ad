// What `wrangler deploy --dry-run --outdir` wrote, as Miniflare's list of modules: the Worker's
// bundle and, beside it, the receipt fonts wrangler.toml's Data rule keeps as files of their own
// (decision 039). Listed, not walked: a bundle with the page renderer keeps a dynamic import() of
// a computed path (Dexie's, never run on a server) that Miniflare's walk refuses; workerd itself
// loads the bundle as deployed.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export async function bundledModules(outDir: string, entry: string) {
  const data = (await readdir(outDir)).filter((name) => name.endsWith('.ttf'));
  return [
    { type: 'ESModule' as const, path: join(outDir, entry) },
    ...data.map((name) => ({ type: 'Data' as const, path: join(outDir, name) })),
  ];
}
