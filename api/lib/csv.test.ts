// The CSV writer read back by a real CSV parser (csv-parse): what is written is what a
// spreadsheet gets, and no text cell reaches it as a formula.
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow, csvRows, type CsvCell } from './csv.ts';

/** The file as the parser reads it (the BOM taken off as a spreadsheet does). */
const readBack = (text: string): string[][] =>
  parse(text, { bom: true, relax_column_count: false, record_delimiter: '\r\n' }) as string[][];

const file = (rows: CsvCell[][]) => CSV_BOM + csvRows(rows);

/** What a spreadsheet sees in a cell that our quote made text. */
const FORMULA_START = /^[=+\-@\t\r]/;

describe('csvCell neutralises formulas (OWASP CSV injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    [
      '=HYPERLINK("http://evil.example","Click")',
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    ],
    ['+8801700000000', "'+8801700000000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ])('%j is written as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves text that cannot start a formula, and numbers we wrote, as they are', () => {
    expect(csvCell('Rahim Uddin')).toBe('Rahim Uddin');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(150000)).toBe('150000');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('RFC 4180 quoting, read back by csv-parse', () => {
  it('keeps Bangla, quotes, commas and line breaks', () => {
    const rows: CsvCell[][] = [
      ['name', 'note', 'amount'],
      ['রহিম উদ্দিন', 'ফুটবল, সাঁতার', '1500.00'],
      ['He said "hi"', 'line one\nline two', 12],
      ['a,b', 'crlf\r\ninside', null],
    ];
    const text = file(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(readBack(text)).toEqual([
      ['name', 'note', 'amount'],
      ['রহিম উদ্দিন', 'ফুটবল, সাঁতার', '1500.00'],
      ['He said "hi"', 'line one\nline two', '12'],
      ['a,b', 'crlf\r\ninside', ''],
    ]);
  });

  it('quotes only what needs it', () => {
    expect(csvRow(['plain', 'with space', 'ঢাকা'])).toBe('plain,with space,ঢাকা\r\n');
    expect(csvRow(['a"b'])).toBe('"a""b"\r\n');
  });

  it('reads a neutralised formula back as its text behind one quote', () => {
    expect(readBack(file([['=1+1', '@x', '-y, z']]))).toEqual([["'=1+1", "'@x", "'-y, z"]]);
  });
});

describe('any text round-trips, and none comes back as a formula', () => {
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc
      .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '"', ',', '\n', 'ঢাকা'), fc.string())
      .map(([start, rest]) => start + rest),
  );

  it('parses back to the cells written, a quote before those that could start a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0]!.length;
          const even = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
          const parsed = readBack(file(even));
          expect(parsed).toEqual(
            even.map((row) => row.map((cell) => (FORMULA_START.test(cell) ? `'${cell}` : cell))),
          );
          for (const cell of parsed.flat()) expect(cell).not.toMatch(FORMULA_START);
        },
      ),
      { numRuns: 300 },
    );
  });
});
