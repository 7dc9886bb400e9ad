// Lists read one page at a time by keyset: a page is the rows after the last one of the page
// before in the list's order (its sort keys, the id last to break ties), so each page is one index
// range scan however deep, and a row added meanwhile neither shifts nor repeats the pages after
// it. The admin lists (users, payments, messages) and GET /api/class?limit= without a sort page
// newest first, by (created_at, id), each table with an index on it; the catalogue's other sorts
// (api/routes/classes/catalogue-query.ts) bring their own keys and indexes.
//
// `next` is an opaque cursor holding the last row's key values. A list with its own order or
// filters names them in a `tag` the cursor carries: a cursor made for one order or set of filters
// is refused for another (a 400), never read as a position it is not.
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

/** One key of an order: what SQL sorts by, and the same value read from a row. */
export interface PageKey<Row> {
  expression: SQL | SQLiteColumn;
  /** How the value is written in a cursor and read back. */
  kind: 'text' | 'integer';
  /**
   * A text column that may be null, sorting as '' (before any text); the cursor writes null as ''.
   * Only as the first key after a rank (see `ranks`).
   */
  nullable?: boolean;
  of(row: Row): string | number;
}

/** An order a list pages in: every key in one direction, the id last. */
export interface PageOrder<Row> {
  /**
   * What the order and filters are, as short text ('' for the plain newest-first lists): only a
   * cursor of the same tag is read.
   */
  tag: string;
  /**
   * Text the cursor carries for the next pages to read the order with, e.g. the moment a "soonest"
   * walk ranks classes at (parsePageCursor gives it back). '' when none.
   */
  pin?: string;
  direction: 'asc' | 'desc';
  keys: PageKey<Row>[];
  /**
   * When the first key is a rank (0, 1, …) no index holds: the condition of each rank, in rank
   * order. Each rank is then read apart, ordered by the other keys, so a page is one index range
   * scan per rank it reaches rather than a sort of every row.
   */
  ranks?: SQL[];
}

/** Cursors of the plain lists: [version, created_at, id] (as before the catalogue had sorts). */
const PLAIN_VERSION = 'p1';
/** Cursors of tagged orders: [version, tag, pin, ...key values]. */
const TAGGED_VERSION = 'p2';
/** Most keys an order has (the cursor is decoded before the order is known). */
const MAX_KEYS = 4;

/** A list's order: newest first, the id breaking ties. Its plain list uses it too, so the pages add up to it. */
export function newestFirst(keys: PageKeys): [SQL, SQL] {
  return [desc(keys.createdAt), desc(keys.id)];
}

/** The newest-first order as a PageOrder (the plain lists' pages). */
export function newestFirstOrder<Row extends { createdAt: string; id: string }>(
  keys: PageKeys,
  tag = '',
): PageOrder<Row> {
  return {
    tag,
    direction: 'desc',
    keys: [
      { expression: keys.createdAt, kind: 'text', of: (row) => row.createdAt },
      { expression: keys.id, kind: 'text', of: (row) => row.id },
    ],
  };
}

/** What a cursor holds, before it is checked against an order. */
export interface PagePosition {
  tag: string;
  pin: string;
  values: string[];
}

const refuseCursor = () =>
  invalidFields({ after: validationRefusal('validation_page_cursor_invalid') });

/** The parts of a page cursor (a 400 for anything the API did not hand out). */
export function parsePageCursor(after: string): PagePosition {
  for (let parts = 3; parts <= MAX_KEYS + 3; parts += 1) {
    const decoded = decodeCursor(after, parts);
    if (!decoded) continue;
    const [version, ...rest] = decoded;
    if (version === PLAIN_VERSION && rest.length === 2) return { tag: '', pin: '', values: rest };
    const [tag, pin, ...values] = rest;
    if (version === TAGGED_VERSION && tag && pin !== undefined && values.length > 0) {
      return { tag, pin, values };
    }
  }
  throw refuseCursor();
}

function encodePosition<Row>(order: PageOrder<Row>, row: Row): string {
  const values = order.keys.map((key) => String(key.of(row)));
  return order.tag === ''
    ? encodeCursor([PLAIN_VERSION, ...values])
    : encodeCursor([TAGGED_VERSION, order.tag, order.pin ?? '', ...values]);
}

/** The key values of a position as SQL parameters, or a 400 when they are not this order's. */
function valuesFor<Row>(order: PageOrder<Row>, position: PagePosition): (string | number)[] {
  if (position.tag !== order.tag || position.pin !== (order.pin ?? '')) throw refuseCursor();
  if (position.values.length !== order.keys.length) throw refuseCursor();
  const values = order.keys.map((key, index) => {
    const text = position.values[index] ?? '';
    if (key.kind === 'text') return text;
    const number = Number(text);
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(number)) throw refuseCursor();
    return number;
  });
  const rank = values[0];
  if (order.ranks && !(typeof rank === 'number' && rank >= 0 && rank < order.ranks.length)) {
    throw refuseCursor();
  }
  return values;
}

/** The ORDER BY of an order. */
export function orderByOf<Row>(order: PageOrder<Row>): SQL[] {
  return order.keys.map((key) =>
    order.direction === 'desc' ? sql`${key.expression} desc` : sql`${key.expression} asc`,
  );
}

const isPageOrder = <Row>(order: PageKeys | PageOrder<Row>): order is PageOrder<Row> =>
  Array.isArray((order as Partial<PageOrder<Row>>).keys);

export interface PageQuery {
  limit: number;
  /** The previous page's `next`; none for the first page. */
  after?: string | undefined;
}

/** What `read` is asked for: the rows after the position (`where`), in this order, at most `limit`. */
export interface PageRead {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
}

/** The rows after `values` in the keys' order: a row value comparison, one index range. */
function afterCondition<Row>(
  keys: PageKey<Row>[],
  values: (string | number)[],
  direction: 'asc' | 'desc',
): SQL {
  const beyond = direction === 'desc' ? sql`<` : sql`>`;
  const list = (parts: (SQL | SQLiteColumn | string | number)[]) =>
    sql.join(
      parts.map((part) => sql`${part}`),
      sql`, `,
    );
  const [first, ...rest] = keys;
  if (!first?.nullable) {
    return sql`(${list(keys.map((key) => key.expression))}) ${beyond} (${list(values)})`;
  }
  // Null sorts first (as '', and as SQLite orders it ascending): after a null come the other
  // nulls past the rest of the keys, then (ascending) every non-null.
  const [value, ...restValues] = values;
  const restAfter = sql`(${list(rest.map((key) => key.expression))}) ${beyond} (${list(restValues)})`;
  if (value === '') {
    const nulls = sql`(${first.expression} is null and ${restAfter})`;
    return direction === 'asc' ? sql`(${nulls} or ${first.expression} is not null)` : nulls;
  }
  const row = sql`(${list(keys.map((key) => key.expression))}) ${beyond} (${list(values)})`;
  return direction === 'asc' ? row : sql`(${row} or ${first.expression} is null)`;
}

/**
 * One page of a list in `order` (a table's keys: newest first): `read` selects the rows (with its
 * own filter `and`-ed to `where`). `next` is the cursor of the page after this one, null on the
 * last.
 */
export async function readPage<Row extends { createdAt: string; id: string }>(
  order: PageKeys | PageOrder<Row>,
  { limit, after }: PageQuery,
  read: (page: PageRead) => Promise<Row[]>,
): Promise<{ rows: Row[]; next: string | null }> {
  const pageOrder = isPageOrder(order) ? order : newestFirstOrder<Row>(order);
  const position = after === undefined ? null : valuesFor(pageOrder, parsePageCursor(after));
  // One more than asked: whether there is a next page, without counting.
  const wanted = limit + 1;
  let rows: Row[];
  if (pageOrder.ranks) {
    const [, ...keys] = pageOrder.keys;
    const fromRank = position ? Number(position[0]) : 0;
    rows = [];
    for (let rank = fromRank; rank < pageOrder.ranks.length && rows.length < wanted; rank += 1) {
      const inRank = pageOrder.ranks[rank];
      const where =
        position && rank === fromRank
          ? sql`${inRank} and ${afterCondition(keys, position.slice(1), pageOrder.direction)}`
          : inRank;
      const orderBy = orderByOf({ ...pageOrder, keys });
      rows.push(...(await read({ where, orderBy, limit: wanted - rows.length })));
    }
  } else {
    rows = await read({
      where: position ? afterCondition(pageOrder.keys, position, pageOrder.direction) : undefined,
      orderBy: orderByOf(pageOrder),
      limit: wanted,
    });
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > limit && last ? encodePosition(pageOrder, last) : null,
  };
}
