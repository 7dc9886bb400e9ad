// GET /api/class?limit=&after=: the caller's view one page at a time, newest first, by keyset
// (created_at, id): each page is one index range scan, however deep, and a class added meanwhile
// neither shifts nor repeats the pages after it.
import { and, desc, sql } from 'drizzle-orm';
import type { ClassPage } from '#shared/schemas/class.ts';
import type { Database } from '../../db/client.ts';
import { classes } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/opaque-cursor.ts';
import { toWireClass } from '../../lib/wire.ts';
import type { ClassView } from './class-views.ts';

const CURSOR_VERSION = 'p1';

function positionOf(after: string): { createdAt: string; id: string } {
  const [version, createdAt, id] = decodeCursor(after, 3) ?? [];
  if (version !== CURSOR_VERSION || !createdAt || !id) {
    const message = 'This page cursor is not valid: start again from the first page.';
    throw badRequest(message, { after: message });
  }
  return { createdAt, id };
}

/** The catalogue's order, shared by the plain list so that the pages add up to it. */
export const NEWEST_FIRST = [desc(classes.createdAt), desc(classes.id)] as const;

export async function classPage(
  db: Database,
  view: ClassView,
  limit: number,
  after: string | undefined,
): Promise<ClassPage> {
  const position = after === undefined ? null : positionOf(after);
  const rows = await db
    .select()
    .from(classes)
    .where(
      and(
        view.where,
        position
          ? sql`(${classes.createdAt}, ${classes.id}) < (${position.createdAt}, ${position.id})`
          : undefined,
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    classes: page.map(toWireClass),
    next:
      rows.length > limit && last ? encodeCursor([CURSOR_VERSION, last.createdAt, last.id]) : null,
  };
}
