/**
 * Data the server puts into a page's HTML as it sends it (decision 014): on a first visit to
 * /classes, the first screen of the catalogue, rendered as cards and also carried as JSON, so the
 * client's first render shows the same cards instead of replacing them with skeletons. Shared by
 * the server (through the renderer scripts/prerender.ts builds) and by the client (prefetch.ts).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { classKeys, FIRST_PAGE_SIZE } from '#pwa/features/classes/api/get-classes.ts';
import { paths } from './paths.ts';
import { pageKeyOf } from './prerendered-pages.ts';

/** Where a page's data comes from (an API path on the same server) and which query it fills. */
export type PageDataSource = { api: string; queryKey: QueryKey };

const SOURCES: Readonly<Record<string, PageDataSource>> = {
  [paths.classes]: { api: `/api/class?limit=${FIRST_PAGE_SIZE}`, queryKey: classKeys.firstPage() },
};

/** The pages the server renders with their data. */
export const DATA_PAGE_PATHS: readonly string[] = Object.keys(SOURCES);

/** The id of the JSON element; its content is the API's answer, as sent. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export function pageDataSourceFor(pathname: string): PageDataSource | null {
  return SOURCES[pageKeyOf(pathname)] ?? null;
}

/**
 * The JSON element for `data`. JSON inside <script> ends at the first "</script": class names
 * are typed by instructors, so every '<', '>' and '&' is escaped (still the same JSON), and the
 * two line separators that old parsers read as line breaks.
 */
export function pageDataElement(data: unknown): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** Puts the data the page's HTML carries (if any) into its query, before the first render. */
export function seedPageData(pathname: string, queryClient: QueryClient, doc: Document): void {
  const source = pageDataSourceFor(pathname);
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!source || !element?.textContent) return;
  try {
    queryClient.setQueryData(source.queryKey, JSON.parse(element.textContent));
  } catch {
    // Not JSON (a broken proxy?): the page loads its data as it would without it.
  }
}
