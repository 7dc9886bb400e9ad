/**
 * Build-time rendering of the public pages (scripts/prerender.ts builds this file for Node; see
 * decision 012). It renders the same routes and providers as pwa/main.tsx does on its first
 * render: nobody signed in yet, no data yet (queries are pending, so the pages show their loading
 * skeletons), online. The client then renders over it once the page's code has loaded, and
 * since both renders are the same, nothing moves.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppLoading } from '#pwa/components/layout/app-loading.tsx';
import type { QueryKey } from '@tanstack/react-query';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes, loadPages } from './router.tsx';

export type RenderedPage = {
  markup: string;
  title: string | null;
  /** Tags React puts in the head on the client: the hero image's preload. */
  head: string[];
};

const TITLE = /<title>([\s\S]*?)<\/title>/;
const PRELOAD = /<link rel="preload"[^>]*>/g;

/** React 19 hoists <title> and resource preloads into the head; renderToString leaves them inline. */
function splitHead(markup: string): RenderedPage {
  const title = TITLE.exec(markup)?.[1] ?? null;
  const head = markup.match(PRELOAD) ?? [];
  return { markup: markup.replace(TITLE, '').replace(PRELOAD, ''), title, head };
}

export type RenderOptions = {
  /**
   * Data the page shows, put into its queries before the render (the server's render of /classes
   * with the catalogue's first page, decision 014). Without it: no data, as at build time.
   */
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
};

/** The markup of #root for `path`, and the page's title. */
export async function renderPage(path: string, options: RenderOptions = {}): Promise<RenderedPage> {
  // renderToString cannot wait for a lazy page: its code is loaded first.
  await loadPages(path);
  const queryClient = createQueryClient();
  for (const [queryKey, data] of options.queryData ?? []) queryClient.setQueryData(queryKey, data);
  const page = splitHead(
    renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
  // The server renders many times: drop the queries and their garbage-collection timers.
  queryClient.clear();
  return page;
}

/** The generic shell: what the router shows while any other page's code loads. */
export function renderShell(): string {
  return renderToString(<AppLoading />);
}

// What the server needs to render a page with its data (api/lib/data-pages.ts), from this bundle.
export { DATA_PAGE_PATHS, pageDataElement, pageDataSourceFor } from './page-data.ts';
export { pageHtml, templateOf } from './page-html.ts';
export { htmlFileFor } from './prerendered-pages.ts';
