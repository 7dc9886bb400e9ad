// Lists read one page at a time, newest first, by keyset (created_at, id): each page is one index
// range scan however deep, and a row added meanwhile neither shifts nor repeats the pages after
// it. GET /api/class?limit= and the admin lists (users, payments, messages) page this way; each
// table has an index on (created_at, id) for it.
import { desc, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { validationRefusal } from '#shared/validation-messages.ts';
import { invalidFields } from './http-error.ts';
import { decodeCursor, encodeCursor } from './opaque-cursor.ts';

/** The two columns a list is ordered and paged by. */
export interface PageKeys {
  createdAt: SQLiteColumn;
  id: SQLiteColumn;
}

const CURSOR_VERSION = 'p1';

/** A list's order: newest first, the id breaking ties. Its plain list uses it too, so the pages add up to it. */
export function newestFirst(keys: PageKeys): [SQL, SQL] {
  return [desc(keys.createdAt), desc(keys.id)];
}

function positionOf(after: string): { createdAt: string; id: string } {
  const [version, createdAt, id] = decodeCursor(after, 3) ?? [];
  if (version !== CURSOR_VERSION || !createdAt || !id) {
    throw invalidFields({ after: validationRefusal('validation_page_cursor_invalid') });
  }
  return { createdAt, id };
}

export interface PageQuery {
  limit: number;
  /** The previous page's `next`; none for the first page. */
  after?: string | undefined;
}

/** What `read` is asked for: the rows after the position (`where`), in this order, at most `limit`. */
export interface PageRead {
  where: SQL | undefined;
  orderBy: [SQL, SQL];
  limit: number;
}

/**
 * One page of a list: `read` selects the rows (with its own filter `and`-ed to `where`). `next`
 * is the cursor of the page after this one, null on the last.
 */
export async function readPage<Row extends { createdAt: string; id: string }>(
  keys: PageKeys,
  { limit, after }: PageQuery,
  read: (page: PageRead) => Promise<Row[]>,
): Promise<{ rows: Row[]; next: string | null }> {
  const position = after === undefined ? null : positionOf(after);
  const rows = await read({
    where: position
      ? sql`(${keys.createdAt}, ${keys.id}) < (${position.createdAt}, ${position.id})`
      : undefined,
    orderBy: newestFirst(keys),
    // One more than asked: whether there is a next page, without counting.
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next:
      rows.length > limit && last ? encodeCursor([CURSOR_VERSION, last.createdAt, last.id]) : null,
  };
}
