/**
 * Data a page shows as its largest paint, asked for as soon as the app starts instead of once the
 * page's code has loaded and rendered: on /classes the first card's photo waits for the catalogue
 * (Lighthouse: 84 % of its LCP was that wait). The page's own query then finds it in the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getApprovedClassesQueryOptions } from '#pwa/features/classes/api/get-classes.ts';
import { paths } from './paths.ts';

const PAGE_DATA: Readonly<Record<string, (queryClient: QueryClient) => Promise<void>>> = {
  [paths.classes]: (queryClient) => queryClient.prefetchQuery(getApprovedClassesQueryOptions()),
};

export function prefetchPageData(pathname: string, queryClient: QueryClient): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  void PAGE_DATA[path.toLowerCase()]?.(queryClient);
}
