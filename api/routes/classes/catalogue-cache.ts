// The approved catalogue is the same bytes for every visitor and student until a class changes,
// and so are its filtered lists, its pages and its delta syncs from a given cursor: they are
// answered from memory (api/lib/response-cache.ts) per value of the classes change counter
// (migration 0002), which the database triggers advance on every class write. Building the plain
// list reads every approved row (most of a second at 10,000 classes here); the counter itself is
// read at most once per second and at once after this process's own writes
// (api/lib/change-watch.ts, decision 010).
//
// A response is kept under its canonical query (catalogueSearchParams: the same filters in any
// order or spelling are one entry), and a "soonest" answer also under the minute it ranks at,
// so a class that has begun since is never served in its old place. The cache holds a bounded
// number of entries (oldest out first), so distinct filter combinations cannot grow memory.
import type { Context } from 'hono';
import type { ClassListQuery } from '#shared/schemas/class.ts';
import { catalogueSearchParams } from '#shared/classes/catalogue-query.ts';
import type { Counter } from '../../db/change-counter.ts';
import { sendCached } from '../../lib/response-cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { classDelta, isAheadOf } from './class-delta.ts';
import { classList, classPage } from './class-pages.ts';
import type { ClassView } from './class-views.ts';
import { catalogueFiltersIn, minuteOf } from './catalogue-query.ts';

/** The classes change counter as an response-cache version. */
export const versionOf = (counter: Counter) => `${counter.epoch}:${counter.value}`;

export function createCatalogueReads({ db, classChanges, responseCache, encoder, now }: Services) {
  /** GET /api/class for a view with `isPublicCatalogue`: plain list, page or delta sync. */
  return async function catalogueResponse(
    c: Context<AppEnv>,
    query: ClassListQuery,
    view: ClassView,
  ): Promise<Response> {
    let counter = await classChanges.current();
    const { since, limit, after } = query;
    if (since !== undefined && isAheadOf(since, counter)) {
      // The client synced through a process that saw a newer counter: catch up before judging.
      classChanges.invalidate();
      counter = await classChanges.current();
    }
    const version = versionOf(counter);
    let response;
    if (since !== undefined) {
      response = responseCache.get(version, `since:${since}`, () =>
        classDelta(db, view, since, counter),
      );
    } else {
      // Read once: the key's minute and the ranking's minute must be the same one.
      const read = { filters: catalogueFiltersIn(query), now: now() };
      const filtered = catalogueSearchParams(read.filters).toString();
      const minute = read.filters.sort === 'soonest' ? `@${minuteOf(read.now)}` : '';
      const key = `${filtered}${minute}`;
      response =
        limit !== undefined
          ? responseCache.get(version, `page:${limit}:${after ?? ''}:${key}`, () =>
              classPage(db, view, read, limit, after),
            )
          : responseCache.get(version, `all:${key}`, () => classList(db, view, read));
    }
    return sendCached(c, await response, encoder);
  };
}
