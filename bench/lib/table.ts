// Plain-text tables for the terminal: right-aligned numbers, left-aligned words.
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const isNumber = (text: string) => /^[-+]?[\d.,]+\s*(%|ms|KB|MB|s)?$/.test(text);
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        isNumber(cell) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ');
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const kb = (bytes: number | null) =>
  bytes === null ? '-' : `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);
export const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;
