import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { htmlFileOf, PAGES_WITH_HTML, SHELL_FILE } from '#shared/pages/page-table.ts';
import { bootAfterFirstPaint } from '../lib/boot-after-paint.ts';

// The bundler's types, as Vite re-exports them (rolldown is Vite's dependency, not ours).
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * After the client build has written dist/ and before vite-plugin-pwa lists the precache (its
 * closeBundle), writes the prerendered pages and the generic shell (decision 012).
 */
export function prerenderPages(): Plugin {
  return {
    name: 'sports-academy:prerender',
    apply: 'build',
    async writeBundle(options, bundle) {
      // In a process of its own: the rendered app leaves timers behind (the query cache's), which
      // would keep this build from ever exiting.
      const { spawnSync } = await import('node:child_process');
      const { status } = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/prerender.ts', options.dir ?? 'dist'],
        { cwd: ROOT, stdio: 'inherit' },
      );
      if (status !== 0) throw new Error(`scripts/prerender.ts exited with ${status}`);
      await preloadPageChunks(options.dir ?? 'dist', bundle);
    },
  };
}

/**
 * The router loads the page's route module (the page table names it) as the app starts, through
 * Vite's preload helper, which then adds a <link rel=modulepreload> per chunk it imports, in the
 * entry's first task: on /classes dozens of links, a large share of that task (Total Blocking
 * Time, decision 012). Named in the page's HTML instead, the parser fetches them earlier
 * and the helper finds them there and adds nothing. They are then moved, with the entry, into the
 * loader that starts the app after the page's first paint (scripts/lib/boot-after-paint.ts).
 * bench/budget.ts counts the entry's own graph for index.html, not the page's route chunks.
 */
async function preloadPageChunks(dir: string, bundle: OutputBundle): Promise<void> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routeChunk = (module: string) => {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/pwa/app/routes/${module}`));
    if (!chunk) throw new Error(`no chunk for pwa/app/routes/${module}`);
    return chunk;
  };
  const addWithImports = (chunk: OutputChunk, files: Set<string>) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) addWithImports(imported, files);
    }
  };
  // The entry's own imports (Vite names none: vite.config.ts turns its preloading off).
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const withPreloads = (html: string, files: Set<string>) => {
    const links = [...files]
      .filter((file) => !html.includes(`src="/${file}"`) && !html.includes(`href="/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    return html.replace('</head>', `${links.join('\n')}\n</head>`);
  };
  for (const page of PAGES_WITH_HTML) {
    const files = new Set<string>();
    addWithImports(entry, files);
    addWithImports(routeChunk(page.module), files);
    const path = join(dir, htmlFileOf(page));
    await writeFile(path, bootAfterFirstPaint(withPreloads(await readFile(path, 'utf8'), files)));
  }
  // The shell loads the entry from its head as it is; its imports beside it, not after it.
  const shell = join(dir, SHELL_FILE);
  const shellFiles = new Set<string>();
  addWithImports(entry, shellFiles);
  await writeFile(shell, withPreloads(await readFile(shell, 'utf8'), shellFiles));
}
