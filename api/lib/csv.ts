// How every CSV file the API writes is spelled (decision 041): UTF-8 with a byte-order mark
// first (spreadsheet programs read Bangla only with it), RFC 4180's quoting and CRLF line ends,
// and text that a spreadsheet would run as a formula made inert.

/** A cell: text from people or the database, a number we wrote ourselves, or nothing. */
export type CsvCell = string | number | null | undefined;

/** What the file begins with, so Excel reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * First characters that make a spreadsheet read a cell as a formula (=, +, -, @), or that some
 * spreadsheets strip before looking again (tab, carriage return): OWASP's list for CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What makes a field need quotes (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as written. Text that could start a formula gets a single quote in front (a
 * spreadsheet shows it as text and hides the quote); numbers are ours, so a negative one stays a
 * number. Then RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its line end. */
export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Several records as one piece of text (a page of rows is written to the response at once). */
export const csvRows = (rows: readonly (readonly CsvCell[])[]): string => rows.map(csvRow).join('');
