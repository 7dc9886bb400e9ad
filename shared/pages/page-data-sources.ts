/**
 * Where each page rendered with data (page-table.ts) gets it: the API paths, from the request's
 * path parameters and query. Apart from the table, which the first paint and the service worker
 * load: the catalogue's filters bring zod (bench/budget.ts). Read by the servers
 * (api/lib/data-pages.ts) and by the tests; the client keys the same responses in
 * pwa/app/page-data.ts.
 */
import { catalogueFiltersOf, catalogueFirstPagePath } from '../classes/catalogue-query.ts';
import { HOME_DATA_PATHS } from './home-data.ts';
import {
  FIRST_PAGE_SIZE,
  pageMatchAt,
  paths,
  SERVER_RENDERED_PAGES,
  type PageRequest,
  type ServerRenderedPath,
} from './page-table.ts';

/** The API paths (with their query) whose responses are a page's data for this request. */
export type DataSource = (request: PageRequest) => readonly string[];

/**
 * A page's data as its HTML carries it: each data source's response by its API path, or null
 * where the source answered that there is no such thing (404: an unknown class).
 */
export type PageData = Readonly<Record<string, unknown>>;

/** One per page the table renders with data: TypeScript refuses a missing one. */
const DATA_SOURCES: Readonly<Record<ServerRenderedPath, DataSource>> = {
  // The two lists below the hero; the rest of the page is the same for everyone.
  [paths.home]: () => [HOME_DATA_PATHS.popularClasses, HOME_DATA_PATHS.popularInstructors],
  // The first screen the URL's filters ask for (/classes?sport=yoga).
  [paths.classes]: ({ searchParams }) => [
    catalogueFirstPagePath(catalogueFiltersOf(searchParams), FIRST_PAGE_SIZE),
  ],
  [paths.classPage]: ({ params }) => [`/api/class/${encodeURIComponent(params.id ?? '')}`],
};

/**
 * The API paths whose responses are the data of the page at `url` (its path and query), if the
 * page is rendered with data: '/classes/abc' → ['/api/class/abc'], '/bn/classes?sport=yoga' →
 * the first page of yoga classes, '/' → the popular classes and instructors.
 */
export function pageDataPathsOf(url: {
  pathname: string;
  search: string;
}): readonly string[] | null {
  const match = pageMatchAt(url.pathname, SERVER_RENDERED_PAGES);
  if (!match) return null;
  const source = DATA_SOURCES[match.page.basePath as ServerRenderedPath];
  return source({ params: match.params, searchParams: new URLSearchParams(url.search) });
}
