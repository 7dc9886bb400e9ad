// The data pages on Node (api/node.ts): the build's renderer loaded by its path beside dist/
// (dist → dist-ssr; shared/pages/page-renderer.ts), the built pages read from dist/.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RENDERER_FILE, rendererDirOf, type PageRenderer } from '#shared/pages/page-renderer.ts';
import { createDataPages, type DataPages, type DataPagesOptions } from './data-pages.ts';

/** The data pages of a build, or null when the build has no renderer (a build before 014). */
export async function loadDataPages(
  options: Omit<DataPagesOptions, 'readTemplate'> & { staticDir: string },
): Promise<DataPages | null> {
  const rendererPath = join(rendererDirOf(options.staticDir), RENDERER_FILE);
  let renderer: PageRenderer;
  try {
    renderer = (await import(pathToFileURL(rendererPath).href)) as PageRenderer;
  } catch (error) {
    // Said once at start: a build copied without its renderer still serves, but its pages are the
    // static HTML with placeholders, and they start the app at once instead of on intent.
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Pages are served without their data (no renderer): ${reason}`);
    return null;
  }
  return createDataPages(renderer, { ...options, readTemplate: templatesIn(options.staticDir) });
}

/** The built pages of `staticDir`, by their file names (htmlFileOf). */
export const templatesIn = (staticDir: string) => (file: string) =>
  readFile(join(staticDir, file), 'utf8');
