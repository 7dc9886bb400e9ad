/**
 * The page renderer's contract: what the build (scripts/prerender.ts) and the Node server
 * (api/lib/data-pages.ts) call in it. The renderer is pwa/app/prerender.tsx, which the build
 * bundles for Node with its packages and writes next to its dist folder (dist → dist-ssr); both
 * load that file by its path, so neither names anything in pwa/. The build also makes one for
 * workerd and the Worker's entry that bundles it with api/worker.ts (decision 023).
 */

import type { Locale } from '../i18n/locale.ts';
import type { PageData } from './page-data-sources.ts';

/** A page as React rendered it. */
export type RenderedPage = {
  /** The markup of #root. */
  markup: string;
  title: string | null;
  /** Its <meta name="description">'s content (escaped), if it has one. */
  description: string | null;
  /** Tags React puts in the head on the client: the hero image's preload, the alternate links. */
  head: string[];
  /** The language it is in (its <html lang>, its manifest). */
  locale: Locale;
  /**
   * The moment (ms since the epoch) the render compared dates with: "starts on" or "running",
   * past sessions. Written on #root, so the browser's hydration compares with the same moment.
   */
  renderedAt: number;
};

export type RenderOptions = {
  /**
   * The page's data: its data sources' responses (page-data-sources.ts), each put into the query
   * the page reads before the render (the server's render, decision 014); a source's null renders
   * the page as its not-found state (an unknown class). Without it: no data, as at build time.
   */
  data?: PageData;
  /**
   * Where the page is served (https://academy.example), for its absolute URLs (canonical and
   * language links, the share preview's og:url and og:image): SITE_ORIGIN or the request's origin
   * on a server; none at build time, whose links stay root-relative (decision 037).
   */
  origin?: string;
};

export interface PageRenderer {
  /** The page at `path` (its code loaded first: the render cannot wait for it). */
  renderPage(path: string, options?: RenderOptions): Promise<RenderedPage>;
  /** The generic shell: what the router shows while any other page's code loads. */
  renderShell(): string;
}

/** Where a build puts the page renderer: next to its dist folder (dist → dist-ssr). */
export const rendererDirOf = (distDir: string): string => `${distDir.replace(/[/\\]+$/, '')}-ssr`;

/** The renderer's module in that folder (pwa/app/prerender.tsx, built for Node). */
export const RENDERER_FILE = 'prerender.js';

/** The renderer built for workerd, in that folder (one file, no Node built-ins). */
export const WORKER_RENDERER_FILE = 'worker/prerender.js';

/** The Worker's entry in that folder (wrangler.toml's main): api/worker.ts with that renderer. */
export const WORKER_ENTRY_FILE = 'worker-entry.js';
