/**
 * Data a page shows as its largest paint, there before the first render or asked for as soon as
 * the app starts instead of once the page's code has loaded and rendered: on /classes the first
 * cards' photos wait for the catalogue (Lighthouse: 84 % of its LCP was that wait). The page's
 * HTML may carry its first screen (page-data.ts); the full catalogue is asked for either way, and
 * the page's own query then finds it in the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getApprovedClassesQueryOptions } from '#pwa/features/classes/api/get-classes.ts';
import { seedPageData } from './page-data.ts';
import { paths } from './paths.ts';
import { pageKeyOf } from './prerendered-pages.ts';

const PAGE_DATA: Readonly<Record<string, (queryClient: QueryClient) => Promise<void>>> = {
  [paths.classes]: (queryClient) => queryClient.prefetchQuery(getApprovedClassesQueryOptions()),
};

export function prefetchPageData(pathname: string, queryClient: QueryClient): void {
  seedPageData(pathname, queryClient, document);
  void PAGE_DATA[pageKeyOf(pathname)]?.(queryClient);
}
