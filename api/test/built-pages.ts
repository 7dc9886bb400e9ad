// A small build for tests that serve pages (Node's static files, the Worker's assets): every page
// of the page table with its own HTML, rendered by the renderer's source as scripts/prerender.ts
// renders them (root-relative canonical and language links, as a build writes them), the shell,
// and for Node the renderer beside dist/ (dist-ssr/) that renders the pages with data.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pageHtml } from '#shared/pages/page-html.ts';
import { RENDERER_FILE, rendererDirOf } from '#shared/pages/page-renderer.ts';
import { htmlFileOf, PAGES_WITH_HTML, SHELL_FILE } from '#shared/pages/page-table.ts';
import { loadSourceRenderer, SOURCE_RENDERER_URL } from './source-renderer.ts';

const TEMPLATE = `<!doctype html>
<html lang="en"><head><title>Sports Academy</title>
<meta name="description" content="Every class">
<link rel="manifest" href="/manifest.webmanifest">
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div><noscript>Sports Academy needs JavaScript to run.</noscript></body></html>`;

export async function writeBuiltPages(dist: string): Promise<void> {
  const renderer = await loadSourceRenderer();
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, SHELL_FILE), pageHtml(TEMPLATE, { markup: renderer.renderShell() }));
  for (const page of PAGES_WITH_HTML) {
    const file = join(dist, htmlFileOf(page));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(TEMPLATE, await renderer.renderPage(page.path)));
  }
  await mkdir(rendererDirOf(dist), { recursive: true });
  await writeFile(
    join(rendererDirOf(dist), RENDERER_FILE),
    `export * from '${SOURCE_RENDERER_URL}';\n`,
  );
}

/** A page's canonical link and its language links, by rel and hreflang: `canonical`, `en`, … */
export function pageLinksOf(html: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*>/gi)) {
    const href = /href="([^"]*)"/.exec(tag)?.[1] ?? '';
    const key = /hreflang="([^"]*)"/i.exec(tag)?.[1] ?? 'canonical';
    if (key in links) throw new Error(`two ${key} links: ${links[key]} and ${href}`);
    links[key] = href;
  }
  return links;
}

/** What every public page's links should be on `origin`: itself, and each language. */
export function expectedLinksOf(
  origin: string,
  page: { path: string; locale: string | null },
  versions: { locale: string; path: string }[],
): Record<string, string> {
  const links: Record<string, string> = { canonical: origin + page.path };
  for (const version of versions) links[version.locale] = origin + version.path;
  const english = versions.find((version) => version.locale === 'en');
  if (english) links['x-default'] = origin + english.path;
  return links;
}
