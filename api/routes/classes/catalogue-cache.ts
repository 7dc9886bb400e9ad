// The approved catalogue is the same bytes for every visitor and student until a class changes,
// and so are its pages and its delta syncs from a given cursor: they are answered from memory
// (api/lib/answer-cache.ts) per value of the classes change counter (migration 0002), which the
// database triggers advance on every class write. Building the plain list reads every approved
// row (most of a second at 10,000 classes here); the counter itself is read at most once per
// second and at once after this process's own writes (api/lib/change-watch.ts, decision 010).
import type { Context } from 'hono';
import type { ClassListQuery } from '#shared/schemas/class.ts';
import type { Counter } from '../../db/change-counter.ts';
import type { Database } from '../../db/client.ts';
import { classes } from '../../db/schema.ts';
import { sendCached } from '../../lib/answer-cache.ts';
import type { AppEnv, Services } from '../../lib/context.ts';
import { toWireClass } from '../../lib/wire.ts';
import { classDelta, isAheadOf } from './class-delta.ts';
import { classPage, NEWEST_FIRST } from './class-pages.ts';
import type { ClassView } from './class-views.ts';

/** The whole view as the spec's plain array, newest first. */
export async function classList(db: Database, view: ClassView) {
  const rows = await db
    .select()
    .from(classes)
    .where(view.where)
    .orderBy(...NEWEST_FIRST);
  return rows.map(toWireClass);
}

/** The classes change counter as an answer-cache version. */
export const versionOf = (counter: Counter) => `${counter.epoch}:${counter.value}`;

export function createCatalogueReads({ db, classChanges, answers, encoder }: Services) {
  /** GET /api/class for a view with `isPublicCatalogue`: plain list, page or delta sync. */
  return async function catalogueAnswer(
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
    let answer;
    if (since !== undefined) {
      answer = answers.get(version, `since:${since}`, () => classDelta(db, view, since, counter));
    } else if (limit !== undefined) {
      answer = answers.get(version, `page:${limit}:${after ?? ''}`, () =>
        classPage(db, view, limit, after),
      );
    } else {
      answer = answers.get(version, 'all', () => classList(db, view));
    }
    return sendCached(c, await answer, encoder);
  };
}
