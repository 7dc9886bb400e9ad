/**
 * The client's side of the pages rendered with data (shared/pages/page-table.ts, decision 014):
 * which query each one's data fills, and what the app asks for as it starts. On a first visit to
 * /classes the server's HTML carries the catalogue's first screen as cards and as JSON; put into
 * its query before the first render, the client shows the same cards instead of replacing them
 * with skeletons. The full catalogue is asked for either way, as soon as the app starts instead
 * of once the page's code has loaded and rendered (Lighthouse: 84 % of /classes's LCP was that
 * wait), and the page's own query then finds it in the cache.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  classKeys,
  getApprovedClassesQueryOptions,
} from '#pwa/features/classes/api/get-classes.ts';
import { PAGE_DATA_ELEMENT_ID } from '#shared/pages/page-html.ts';
import { paths, serverRenderedPageAt, type ServerRenderedPath } from '#shared/pages/page-table.ts';

type PageData = {
  /** The query the page's data (its data source's answer) fills. */
  queryKey: QueryKey;
  /** Asked for as the app starts: what the page shows as its largest paint. */
  prefetch: (queryClient: QueryClient) => Promise<void>;
};

/** One entry per page the table renders with data: TypeScript refuses a missing one. */
const PAGE_DATA: Readonly<Record<ServerRenderedPath, PageData>> = {
  [paths.classes]: {
    queryKey: classKeys.firstPage(),
    prefetch: (queryClient) => queryClient.prefetchQuery(getApprovedClassesQueryOptions()),
  },
};

function pageDataAt(pathname: string): PageData | null {
  const page = serverRenderedPageAt(pathname);
  // Each language's page has the same data (/bn/classes: the catalogue, as /classes).
  return page ? PAGE_DATA[page.basePath as ServerRenderedPath] : null;
}

/** The query that the data of the page at `pathname` fills, if it has data. */
export function pageDataQueryKey(pathname: string): QueryKey | null {
  return pageDataAt(pathname)?.queryKey ?? null;
}

/** Puts the data the page's HTML carries (if any) into its query, before the first render. */
export function seedPageData(pathname: string, queryClient: QueryClient, doc: Document): void {
  const queryKey = pageDataQueryKey(pathname);
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!queryKey || !element?.textContent) return;
  try {
    queryClient.setQueryData(queryKey, JSON.parse(element.textContent));
  } catch {
    // Not JSON (a broken proxy?): the page loads its data as it would without it.
  }
}

/** As the app starts: the page's data from its HTML, and the rest of it asked for at once. */
export function prefetchPageData(pathname: string, queryClient: QueryClient): void {
  seedPageData(pathname, queryClient, document);
  void pageDataAt(pathname)?.prefetch(queryClient);
}
