// GET /api/class's plain list and its pages (limit=&after=, by keyset: api/lib/keyset-pages.ts)
// for a view, narrowed and ordered by the catalogue's filters (catalogue-query.ts). The plain
// list and the pages read the same order, so the pages add up to it.
import { and } from 'drizzle-orm';
import type { Class, ClassPage } from '#shared/schemas/class.ts';
import type { CatalogueFilters } from '#shared/classes/catalogue-query.ts';
import type { Database } from '../../db/client.ts';
import { classes } from '../../db/schema.ts';
import { newestFirst, orderByOf, readPage } from '../../lib/keyset-pages.ts';
import { toWireClass } from '../../lib/wire.ts';
import { catalogueOrder, catalogueWhere, rankingMoment } from './catalogue-query.ts';
import type { ClassView } from './class-views.ts';

/** The catalogue's unfiltered order (its first delta sync reads it too). */
export const NEWEST_FIRST = newestFirst(classes);

/** What a list or page is asked with: the filters, and the time ("soonest" ranks by it). */
export interface CatalogueRead {
  filters: CatalogueFilters;
  now: Date;
}

/** The whole view, filtered, as the spec's plain array. */
export async function classList(
  db: Database,
  view: ClassView,
  { filters, now }: CatalogueRead,
): Promise<Class[]> {
  const order = catalogueOrder(filters, rankingMoment(filters, undefined, now));
  const rows = await db
    .select()
    .from(classes)
    .where(and(view.where, catalogueWhere(filters)))
    .orderBy(...orderByOf(order));
  return rows.map(toWireClass);
}

export async function classPage(
  db: Database,
  view: ClassView,
  { filters, now }: CatalogueRead,
  limit: number,
  after: string | undefined,
): Promise<ClassPage> {
  const order = catalogueOrder(filters, rankingMoment(filters, after, now));
  const { rows, next } = await readPage(order, { limit, after }, (page) =>
    db
      .select()
      .from(classes)
      .where(and(view.where, catalogueWhere(filters), page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
  );
  return { classes: rows.map(toWireClass), next };
}
