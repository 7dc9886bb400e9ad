/**
 * The page renderer (its contract: shared/pages/page-renderer.ts). scripts/prerender.ts builds
 * this file for Node and renders the pages with their own HTML at build time (decision 012); the
 * Node server renders the pages with data with it as they are requested (decision 014). It
 * renders the same routes and providers as pwa/main.tsx does on its first render: nobody signed
 * in yet, no data unless given (queries are pending, so the pages show their loading skeletons),
 * online. The client then hydrates it once the page's code has loaded (decision 028): both
 * renders are the same, so React attaches to the DOM that is there. Static parts (islands) are
 * rendered in full here and kept as they are in the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppLoading } from '#pwa/components/layout/app-loading.tsx';
import { SiteOriginContext } from '#pwa/components/layout/page-head.tsx';
import { loadIslands, RenderingPageHtml } from '#pwa/components/layout/server-html-island.tsx';
import { createQueryClient } from '#pwa/lib/storage/query-client.ts';
import { currentMinute, PageRenderTime } from '#pwa/lib/timing/render-clock.ts';
import { BASE_LOCALE, inLocale, type Locale } from '#shared/i18n/locale.ts';
import type { PageRenderer, RenderedPage } from '#shared/pages/page-renderer.ts';
import { pageLocale } from '#shared/pages/page-table.ts';
import { fillPageData } from './page-data.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes, loadPages } from './router.tsx';

const TITLE = /<title>([\s\S]*?)<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\/>/;
/** The preloads, canonical and alternate-language links and the share preview's tags. */
const HEAD_LINKS =
  /<link rel="(?:preload|canonical|alternate)"[^>]*>|<meta (?:property="og:|name="twitter:)[^>]*>/g;

/**
 * React 19 hoists <title>, <meta> and <link>s into the head; renderToString leaves them inline.
 * The description replaces index.html's; the preloads, canonical and language links join the head.
 */
function splitHead(markup: string, locale: Locale): Omit<RenderedPage, 'renderedAt'> {
  const title = TITLE.exec(markup)?.[1] ?? null;
  const description = DESCRIPTION.exec(markup)?.[1] ?? null;
  const head = markup.match(HEAD_LINKS) ?? [];
  const body = markup.replace(TITLE, '').replace(DESCRIPTION, '').replace(HEAD_LINKS, '');
  return { markup: body, title, description, head, locale };
}

// The contract of shared/pages/page-renderer.ts: the build and the Node server call these two.

/** The markup of #root for `path`, and the page's title. */
export const renderPage: PageRenderer['renderPage'] = async (
  path,
  { data, origin = null } = {},
) => {
  // `path` may carry a query (/classes?sport=yoga): the router and the page data read both.
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  // renderToString cannot wait for a lazy page: its code is loaded first, and its islands'.
  await loadPages(pathname);
  await loadIslands();
  const queryClient = createQueryClient();
  if (data) fillPageData(path, queryClient, data);
  // In the page's language (nothing is remembered on a server: the path says it), and only for
  // this render: the server renders pages of both languages.
  const locale = pageLocale(pathname, BASE_LOCALE);
  const renderedAt = currentMinute();
  const markup = inLocale(locale, () =>
    renderToString(
      <StrictMode>
        <RenderingPageHtml value>
          <PageRenderTime value={renderedAt}>
            <SiteOriginContext value={origin}>
              <AppProvider queryClient={queryClient}>
                <StaticRouter location={path}>
                  <AppRoutes />
                </StaticRouter>
              </AppProvider>
            </SiteOriginContext>
          </PageRenderTime>
        </RenderingPageHtml>
      </StrictMode>,
    ),
  );
  const page = { ...splitHead(markup, locale), renderedAt };
  // The server renders many times: drop the queries and their garbage-collection timers.
  queryClient.clear();
  return page;
};

/** The generic shell: what the router shows while any other page's code loads. */
export const renderShell: PageRenderer['renderShell'] = () =>
  inLocale(BASE_LOCALE, () => renderToString(<AppLoading />));
