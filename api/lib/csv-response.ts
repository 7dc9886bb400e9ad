// A CSV file as a streamed response (decision 041): the byte-order mark and the header first, then
// each page of records as it is read. Hono's stream helper runs on Node and Workers alike, and
// its write waits until the reader has taken the chunk before, so a slow download slows the
// reading of pages rather than piling them up in memory.
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { AppEnv } from './context.ts';
import { CSV_BOM, csvRow, csvRows, type CsvCell } from './csv.ts';

export interface CsvFile {
  /** Letters, digits, dots and dashes only: it goes into Content-Disposition as it is. */
  name: string;
  header: readonly string[];
  pages: AsyncIterable<CsvCell[][]>;
}

export function csvResponse(c: Context<AppEnv>, file: CsvFile): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${file.name}"`);
  // The academy's books: no shared cache keeps them, and no browser cache either.
  c.header('Cache-Control', 'private, no-store');
  const logger = c.get('logger');
  return stream(
    c,
    async (out) => {
      await out.write(CSV_BOM + csvRow(file.header));
      for await (const records of file.pages) {
        // The reader went away: stop reading the database for nobody.
        if (out.aborted) return;
        await out.write(csvRows(records));
      }
    },
    // The status and headers are gone already: the download ends short, and the log says why.
    async (error) => {
      logger.error('export failed while streaming', { file: file.name, error: error.message });
    },
  );
}
