/**
 * The admin's lists (users, payments, messages) come a page at a time (GET /api/<list>?limit=
 * &after=, newest first): an infinite query whose data, for the screen, is the rows of the pages
 * loaded so far. Its copies (localStorage, IndexedDB) hold the pages as loaded, like any query's,
 * so offline the list shows what was loaded, and Load more waits for a connection.
 */
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** Rows per page of an admin list. */
export const ADMIN_PAGE_SIZE = 50;

type Page<Key extends string, Item> = Record<Key, Item[]> & { next: string | null };

/** What asks the API for a page: `limit` and, after the first page, `after`. */
export type PageSearch = { limit: number; after?: string };

export function pagedListOptions<Key extends string, Item>(options: {
  /**
   * Ends in 'pages': the data is pages, and a copy saved by an older build under the list's old
   * key (a plain array) is never read as pages.
   */
  queryKey: QueryKey;
  /** Where a page's rows are, e.g. 'users'. */
  key: Key;
  /** One page from the API, checked (e.g. GET users with `search`, parsed by its zod schema). */
  fetchPage: (search: PageSearch) => Promise<Page<Key, Item>>;
}) {
  return infiniteQueryOptions({
    queryKey: options.queryKey,
    queryFn: ({ pageParam }) =>
      options.fetchPage(
        pageParam ? { limit: ADMIN_PAGE_SIZE, after: pageParam } : { limit: ADMIN_PAGE_SIZE },
      ),
    initialPageParam: null as string | null,
    // null on the last page: no next one.
    getNextPageParam: (page) => page.next,
    select: (data) => data.pages.flatMap((page) => page[options.key]),
  });
}
