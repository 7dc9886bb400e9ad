// Lists that come one page at a time (GET /api/class?limit=, the admin lists): the query that asks
// for a page and the response's shape. Without `limit` a list is its plain array, as product.md has
// it.
import { z } from 'zod';
import { validationMessage } from '../validation-messages.ts';
import { textField } from './common.ts';

/** Largest page of a list. */
export const PAGE_MAX = 100;
const LIMIT_MESSAGE = validationMessage('validation_limit', { max: PAGE_MAX });

/** An opaque cursor the API handed out (`cursor`: 'page', 'sync'). */
export const cursorSchema = (cursor: 'page' | 'sync') =>
  textField(`${cursor}_cursor`)
    .min(1, validationMessage('validation_cursor_empty', { cursor }))
    .max(200, validationMessage('validation_cursor_too_long', { cursor }));

/** `limit` (1–PAGE_MAX) and `after`, the previous page's `next`: one page, newest first. */
export const pageQueryFields = {
  // Digits only: a number's other spellings ('+1', '1e1', '0x10', '1.0') are not a page size
  // (they become NaN, refused with the limit's message).
  limit: z
    .preprocess(
      (value) => (typeof value === 'string' && !/^\s*\d{1,6}\s*$/.test(value) ? Number.NaN : value),
      z.coerce
        .number({ error: LIMIT_MESSAGE })
        .int(LIMIT_MESSAGE)
        .min(1, LIMIT_MESSAGE)
        .max(PAGE_MAX, LIMIT_MESSAGE),
    )
    .optional(),
  after: cursorSchema('page').optional(),
};

type PageQueryFields = { after?: string | undefined; limit?: number | undefined };

/** Every paged list refuses a cursor without a limit (spread into .refine). */
export const afterNeedsLimit: [
  check: (query: PageQueryFields) => boolean,
  params: { message: string; path: string[] },
] = [
  (query) => query.after === undefined || query.limit !== undefined,
  { message: validationMessage('validation_after_needs_limit'), path: ['after'] },
];

/** GET /api/users, /api/payments, /api/contact: the plain list, or one page with `limit`. */
export const pageQuerySchema = z.object(pageQueryFields).refine(...afterNeedsLimit);
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * A page: its items under `key` (as 'classes'), and `next`, the `after` of the next page (null on
 * the last).
 */
export function pageSchema<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ [key]: z.array(item), next: z.string().nullable() } as {
    [K in Key]: z.ZodArray<Item>;
  } & { next: z.ZodNullable<z.ZodString> });
}
