/**
 * Writes the prerendered pages into a built dist/ (decision 012): builds the page renderer
 * (pwa/app/prerender.tsx) for Node, renders each page of the page table that has its own HTML
 * (shared/pages/page-table.ts), in each language (decision 021: /bn → bn.html, /bn/classes →
 * bn/classes.html), into a copy of the built index.html, and writes the generic shell
 * (shell.html) for every other route. The prerender-pages Vite plugin
 * (scripts/vite-plugins/prerender-pages.ts) runs it after each client build, before the service
 * worker's precache list is made, so `vite build` (npm run build, npm start, npm test, the bench)
 * always ships them. `tsx scripts/prerender.ts [distDir]` re-runs it.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pageHtml, templateOf } from '#shared/pages/page-html.ts';
import { RENDERER_FILE, rendererDirOf, type PageRenderer } from '#shared/pages/page-renderer.ts';
import { htmlFileOf, PAGES_WITH_HTML, SHELL_FILE } from '#shared/pages/page-table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function buildRenderer(distDir: string): Promise<PageRenderer> {
  const { build } = await import('vite');
  // Self-contained (its packages bundled in): a build in a temporary folder (the bench's)
  // resolves nothing from this repository.
  const outDir = rendererDirOf(resolve(distDir));
  await rm(outDir, { recursive: true, force: true });
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: join(ROOT, 'pwa/app/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  return (await import(pathToFileURL(join(outDir, RENDERER_FILE)).href)) as PageRenderer;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * The stylesheet in the page itself: it is render-blocking, and a separate file costs the first
 * paint a round trip after the HTML (about 0.3 s in Lighthouse's mobile run). ~10 KB gzip.
 */
export async function inlineStylesheets(
  html: string,
  read: (file: string) => Promise<string>,
): Promise<string> {
  let result = html;
  for (const [tag, file = ''] of html.matchAll(STYLESHEET)) {
    const css = await read(file);
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined`);
    // The disabled link is never fetched (HTML: a disabled stylesheet link is not loaded), but
    // Vite's preload helper finds it: a lazy chunk that lists the stylesheet among its
    // dependencies would otherwise add a live link and download the inlined CSS a second time.
    result = result.replace(
      tag,
      () => `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`,
    );
  }
  return result;
}

export async function prerender(distDir: string): Promise<string[]> {
  const indexPath = join(distDir, 'index.html');
  const template = await inlineStylesheets(templateOf(await readFile(indexPath, 'utf8')), (file) =>
    readFile(join(distDir, file), 'utf8'),
  );
  const renderer = await buildRenderer(distDir);
  const written: string[] = [];
  await writeFile(
    join(distDir, SHELL_FILE),
    pageHtml(template, { markup: renderer.renderShell() }),
  );
  written.push(SHELL_FILE);
  for (const page of PAGES_WITH_HTML) {
    const file = htmlFileOf(page);
    // Bangla's pages are in bn/ (bn/classes.html), beside bn.html for /bn.
    await mkdir(dirname(join(distDir, file)), { recursive: true });
    await writeFile(join(distDir, file), pageHtml(template, await renderer.renderPage(page.path)));
    written.push(file);
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? join(ROOT, 'dist'));
  // exit(): the rendered app leaves timers behind (the query cache's garbage collection).
  prerender(distDir).then(
    (files) => {
      console.log(`Prerendered ${files.join(', ')}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
