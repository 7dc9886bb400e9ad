// The filtered catalogue's first page under load: a visitor's /classes with a search,
// filters or a sort asks GET /api/class?<filters>&limit=24. Two mixes at the same connections:
// - warm: a dozen distinct filter URLs, as many visitors asking the popular filters; after the
//   first ask of each they come from the response cache (per classes version; "soonest" per minute);
// - cold: every request a filter combination not asked before (a price bound that moves by a cent
//   each time), so every response is built: the SQL, its index scan and the JSON.
import autocannon from 'autocannon';
import type { LoadFigures } from './load.ts';

export const FILTERED_PAGE_LIMIT = 24;

/** The warm mix: what visitors would pick in the filter bar. */
export const WARM_FILTERS = [
  'sport=yoga',
  'sport=football&sort=popular',
  'venue=dhaka&day=mon',
  'venue=riyadh&day=sat&time=evening',
  'q=group',
  'q=swim',
  'time=morning&seats=available',
  'sort=price',
  'sort=price-desc&level=beginner',
  'sort=popular',
  'sort=soonest',
  'sort=soonest&venue=kuala-lumpur&seats=available',
];

/** The cold mix's shapes, each made unique per request by its minPrice. */
const COLD_SHAPES = [
  'sport=yoga',
  'venue=dhaka&day=mon',
  'q=group',
  'time=evening&seats=available',
  'sort=price',
  'sort=popular',
  'sort=soonest',
  'level=advanced&sort=price-desc',
];

export interface FilterMix extends LoadFigures {
  /** Distinct URLs asked (cold: every request its own). */
  distinctUrls: number | 'every request';
  examples: string[];
}

export interface FilteredPages {
  limit: number;
  warm: FilterMix;
  cold: FilterMix;
}

const pathOf = (filters: string) => `/api/class?${filters}&limit=${FILTERED_PAGE_LIMIT}`;

async function run(
  url: string,
  connections: number,
  durationSeconds: number,
  nextPath: () => string,
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const responses = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerResponse: Math.round(result.throughput.total / responses),
  };
}

/** Checks each warm URL answers a page (not the whole catalogue, not an error) before measuring. */
async function checkResponses(apiUrl: string): Promise<void> {
  for (const filters of WARM_FILTERS) {
    const response = await fetch(`${apiUrl}${pathOf(filters)}`);
    const body = (await response.json()) as { classes?: unknown[] };
    if (!response.ok || !Array.isArray(body.classes) || body.classes.length > FILTERED_PAGE_LIMIT) {
      throw new Error(`${pathOf(filters)} answered ${response.status}: not a filtered page`);
    }
  }
}

export async function measureFilteredPages(
  apiUrl: string,
  connections: number,
  durationSeconds: number,
): Promise<FilteredPages> {
  await checkResponses(apiUrl);
  let warmIndex = 0;
  const warmPath = () => pathOf(WARM_FILTERS[warmIndex++ % WARM_FILTERS.length] ?? '');
  // A short run first: the measured warm run is of responses already cached.
  await run(apiUrl, 10, 1, warmPath);
  const warm = await run(apiUrl, connections, durationSeconds, warmPath);

  let coldIndex = 0;
  const coldPath = () => {
    const index = coldIndex++;
    // A bound from $1.00 to $49.99 that moves by a cent every round of shapes: a combination
    // comes again only after 39,200 requests, long after the cache (128 responses) let it go, and
    // most classes (from $15) still pass it, so the pages are full ones.
    const shape = COLD_SHAPES[index % COLD_SHAPES.length] ?? '';
    const minPrice = (100 + (Math.floor(index / COLD_SHAPES.length) % 4_900)) / 100;
    return pathOf(`${shape}&minPrice=${minPrice}`);
  };
  const cold = await run(apiUrl, connections, durationSeconds, coldPath);
  return {
    limit: FILTERED_PAGE_LIMIT,
    warm: { ...warm, distinctUrls: WARM_FILTERS.length, examples: WARM_FILTERS.map(pathOf) },
    cold: {
      ...cold,
      distinctUrls: 'every request',
      examples: COLD_SHAPES.slice(0, 3).map((shape) => pathOf(`${shape}&minPrice=1.23`)),
    },
  };
}
