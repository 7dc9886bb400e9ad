// The page renderer's source (pwa/app/prerender.tsx), for tests that run the server's side of
// the pages without a build. Loaded by its path, as the server loads the built renderer: api/
// names nothing in pwa/ (eslint.config.js), and the contract is shared/pages/page-renderer.ts.
import type { PageRenderer } from '#shared/pages/page-renderer.ts';

export const SOURCE_RENDERER_URL = new URL('../../pwa/app/prerender.tsx', import.meta.url).href;

export async function loadSourceRenderer(): Promise<PageRenderer> {
  return (await import(/* @vite-ignore */ SOURCE_RENDERER_URL)) as PageRenderer;
}
