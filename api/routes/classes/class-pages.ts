// GET /api/class?limit=&after=: the caller's view one page at a time, newest first, by keyset
// (api/lib/keyset-pages.ts).
import { and } from 'drizzle-orm';
import type { ClassPage } from '#shared/schemas/class.ts';
import type { Database } from '../../db/client.ts';
import { classes } from '../../db/schema.ts';
import { newestFirst, readPage } from '../../lib/keyset-pages.ts';
import { toWireClass } from '../../lib/wire.ts';
import type { ClassView } from './class-views.ts';

/** The catalogue's order, shared by the plain list so that the pages add up to it. */
export const NEWEST_FIRST = newestFirst(classes);

export async function classPage(
  db: Database,
  view: ClassView,
  limit: number,
  after: string | undefined,
): Promise<ClassPage> {
  const { rows, next } = await readPage(classes, { limit, after }, (page) =>
    db
      .select()
      .from(classes)
      .where(and(view.where, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
  );
  return { classes: rows.map(toWireClass), next };
}
