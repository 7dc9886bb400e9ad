// What every export shares: its rows read a page at a time by keyset (api/lib/keyset-pages.ts),
// each page turned into CSV records as it comes, so a file of any length holds one page in memory.
import { CURRENCY_RULES, currencyOrDefault } from '#shared/money.ts';
import type { CsvCell } from '../../lib/csv.ts';
import {
  newestFirstOrder,
  readPage,
  type PageKeys,
  type PageOrder,
  type PageRead,
} from '../../lib/keyset-pages.ts';

/** Rows per read: large enough that the round trips are few, small enough to hold at once. */
export const EXPORT_PAGE_ROWS = 500;

/** One export: its header (English, an accountant's file: decision 041) and its records, page by page. */
export interface ExportFile {
  header: readonly string[];
  pages: AsyncIterable<CsvCell[][]>;
}

/** Oldest first by (created_at, id), as a ledger reads: the index the admin's lists page by. */
export const oldestFirstOrder = <Row extends { createdAt: string; id: string }>(
  keys: PageKeys,
  tag: string,
): PageOrder<Row> => ({ ...newestFirstOrder<Row>(keys, tag), direction: 'asc' });

/** Every page of `order` in turn, each as records. */
export async function* recordPages<Row extends { createdAt: string; id: string }>(
  order: PageOrder<Row>,
  read: (page: PageRead) => Promise<Row[]>,
  toRecord: (row: Row) => CsvCell[],
): AsyncIterable<CsvCell[][]> {
  let after: string | undefined;
  do {
    const page = await readPage(order, { limit: EXPORT_PAGE_ROWS, after }, read);
    if (page.rows.length > 0) yield page.rows.map(toRecord);
    after = page.next ?? undefined;
  } while (after !== undefined);
}

/** The pages of one export, then those of the next, as one file's records. */
export async function* concatPages(
  ...parts: AsyncIterable<CsvCell[][]>[]
): AsyncIterable<CsvCell[][]> {
  for (const part of parts) yield* part;
}

/**
 * An amount in major units as text with its currency's decimals ('1500.00'), from the integer,
 * so no float rounding reaches an accountant's file.
 */
export function majorUnits(minor: number, currency: string): string {
  const digits = CURRENCY_RULES[currencyOrDefault(currency)].minorDigits;
  const scale = 10 ** digits;
  const whole = Math.trunc(Math.abs(minor) / scale);
  const fraction = String(Math.abs(minor) % scale).padStart(digits, '0');
  return `${minor < 0 ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/** A stored currency as accountants write it: BDT, MYR, SAR, USD. */
export const currencyCode = (currency: string) => currencyOrDefault(currency).toUpperCase();
