/**
 * The page renderer (its contract: shared/pages/page-renderer.ts). scripts/prerender.ts builds
 * this file for Node and renders the pages with their own HTML at build time (decision 012); the
 * Node server renders the pages with data with it as they are requested (decision 014). It
 * renders the same routes and providers as pwa/main.tsx does on its first render: nobody signed
 * in yet, no data unless given (queries are pending, so the pages show their loading skeletons),
 * online. The client then renders over it once the page's code has loaded, and since both
 * renders are the same, nothing moves.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppLoading } from '#pwa/components/layout/app-loading.tsx';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import type { PageRenderer, RenderedPage } from '#shared/pages/page-renderer.ts';
import { pageDataQueryKey } from './page-data.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes, loadPages } from './router.tsx';

const TITLE = /<title>([\s\S]*?)<\/title>/;
const PRELOAD = /<link rel="preload"[^>]*>/g;

/** React 19 hoists <title> and resource preloads into the head; renderToString leaves them inline. */
function splitHead(markup: string): RenderedPage {
  const title = TITLE.exec(markup)?.[1] ?? null;
  const head = markup.match(PRELOAD) ?? [];
  return { markup: markup.replace(TITLE, '').replace(PRELOAD, ''), title, head };
}

// The contract of shared/pages/page-renderer.ts: the build and the Node server call these two.

/** The markup of #root for `path`, and the page's title. */
export const renderPage: PageRenderer['renderPage'] = async (path, { data } = {}) => {
  // renderToString cannot wait for a lazy page: its code is loaded first.
  await loadPages(path);
  const queryClient = createQueryClient();
  const queryKey = pageDataQueryKey(path);
  if (data !== undefined && queryKey) queryClient.setQueryData(queryKey, data);
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
};

/** The generic shell: what the router shows while any other page's code loads. */
export const renderShell: PageRenderer['renderShell'] = () => renderToString(<AppLoading />);
