/**
 * The client's side of the pages rendered with data (shared/pages/page-table.ts, decision 014):
 * which query each one's data fills, and what the app asks for as it starts. On a first visit to
 * /classes the server's HTML carries the catalogue's first screen (for the URL's filters) as
 * cards and as JSON; put into its query before the first render, the client shows the same cards
 * instead of replacing them with skeletons. The full catalogue is asked for either way, as soon
 * as the app starts instead of once the page's code has loaded and rendered (most of /classes's
 * largest paint was that wait), and the page's own query then finds it in the cache. A class's
 * page (/classes/:id) comes with its class and sessions, the response of GET /api/class/:id; the
 * home page with its two lists, the popular classes and instructors.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  classKeys,
  getApprovedClassesQueryOptions,
} from '#pwa/features/classes/api/get-classes.ts';
import { popularClassKeys } from '#pwa/features/home/api/popular-class-keys.ts';
import { instructorKeys } from '#pwa/features/instructors/api/instructor-keys.ts';
import { idle } from '#pwa/lib/timing/idle.ts';
import { NotFoundError } from '#pwa/lib/api/not-found.ts';
import { HOME_DATA_PATHS } from '#shared/pages/home-data.ts';
import { PAGE_DATA_ELEMENT_ID } from '#shared/pages/page-html.ts';
import type { PageData as PageDataResponses } from '#shared/pages/page-data-sources.ts';
import {
  pageMatchAt,
  paths,
  SERVER_RENDERED_PAGES,
  type ServerRenderedPath,
} from '#shared/pages/page-table.ts';

/**
 * What the query of a page's data is keyed by: the page's path parameters, and the API path the
 * server took the data from (its data source, shared/pages/page-data-sources.ts), which the HTML
 * names beside the data: reading the catalogue's filters from the URL again would put their code
 * into the first paint.
 */
type DataRequest = { params: Readonly<Record<string, string>>; source: string };

type PageData = {
  /** The query one of the page's data sources' responses fills, for this request (null: none). */
  queryKey: (request: DataRequest) => QueryKey | null;
  /** Asked for as the app starts: what the page shows as its largest paint. */
  prefetch?: (queryClient: QueryClient) => Promise<void>;
};

/** The home page's two lists by their data sources' paths, keyed as their sections ask. */
const HOME_LISTS: Readonly<Record<string, QueryKey>> = {
  [HOME_DATA_PATHS.popularClasses]: popularClassKeys.all,
  [HOME_DATA_PATHS.popularInstructors]: instructorKeys.popular(),
};

/** One entry per page the table renders with data: TypeScript refuses a missing one. */
const PAGE_DATA: Readonly<Record<ServerRenderedPath, PageData>> = {
  [paths.home]: { queryKey: ({ source }) => HOME_LISTS[source] ?? null },
  [paths.classes]: {
    queryKey: ({ source }) => classKeys.firstPage(source),
    // After the first idle moment: the first screen is in the HTML, and the sync (IndexedDB's
    // open, the catalogue's writes) would otherwise run beside the page's start and first tap.
    prefetch: async (queryClient) => {
      await idle();
      await queryClient.prefetchQuery(getApprovedClassesQueryOptions());
    },
  },
  [paths.classPage]: {
    queryKey: ({ params }) => classKeys.detail(params.id ?? ''),
  },
};

/** `path`: a path with its query, as the address bar has it ('/bn/classes?sport=yoga'). */
function pageDataAt(path: string) {
  const url = new URL(path, 'http://localhost');
  const match = pageMatchAt(url.pathname, SERVER_RENDERED_PAGES);
  if (!match) return null;
  // Each language's page has the same data (/bn/classes: the catalogue, as /classes).
  return { data: PAGE_DATA[match.page.basePath as ServerRenderedPath], params: match.params };
}

/**
 * The query that the data of the page at `path` fills, if it has data: `source` is the API path
 * the data is the response of (the server's data source for this request).
 */
export function pageDataQueryKey(path: string, source: string): QueryKey | null {
  const found = pageDataAt(path);
  return found ? found.data.queryKey({ params: found.params, source }) : null;
}

/**
 * Puts a page's data (each data source's response, by its API path) into the queries the page
 * reads: a response of null as the not-found state its source answered. Before the first render,
 * on the server's render (pwa/app/prerender.tsx) and the browser's alike.
 */
export function fillPageData(path: string, queryClient: QueryClient, data: PageDataResponses) {
  for (const [source, response] of Object.entries(data)) {
    const queryKey = pageDataQueryKey(path, source);
    if (!queryKey) continue;
    if (response === null) markMissing(queryClient, queryKey);
    else queryClient.setQueryData(queryKey, response);
  }
}

/** Puts the data the page's HTML carries (if any) into its queries, before the first render. */
export function seedPageData(path: string, queryClient: QueryClient, doc: Document): void {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON (a broken proxy?): the page loads its data as it would without it.
    return;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  fillPageData(path, queryClient, data as PageDataResponses);
}

/**
 * The page's query as failed with a 404, as the data source answered: the page shows its
 * not-found state (isNotFound), on the server's render and on the client's first render alike.
 */
export function markMissing(queryClient: QueryClient, queryKey: QueryKey): void {
  // Else the page's first render would plan to fetch it again and show it as loading.
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  const query = queryClient.getQueryCache().build(queryClient, { queryKey });
  query.setState({
    ...query.state,
    status: 'error',
    error: new NotFoundError(),
    errorUpdatedAt: Date.now(),
  });
}

/** As the app starts: the page's data from its HTML, and the rest of it asked for at once. */
export function prefetchPageData(path: string, queryClient: QueryClient): void {
  seedPageData(path, queryClient, document);
  void pageDataAt(path)?.data.prefetch?.(queryClient);
}
