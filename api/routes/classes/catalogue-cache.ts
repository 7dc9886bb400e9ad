// The plain GET /api/class of the approved catalogue is the same bytes for every visitor and
// student until a class changes, so it is kept in memory while the classes change counter
// (migration 0002) stands still. Building it means reading every approved row (at 10,000 classes
// that is most of a second on a small machine); checking the counter is one primary-key read.
// Per process (or Worker isolate); correct across processes because the counter is in the database.
import type { Database } from '../../db/client.ts';
import { readCounter } from './class-delta.ts';

export function createCatalogueCache(db: Database) {
  let cached: { key: string; body: Promise<string> } | null = null;

  /** The JSON text of the catalogue, built by `build` only when a class changed since. */
  return async function catalogueJson(build: () => Promise<unknown>): Promise<string> {
    const counter = await readCounter(db);
    const key = `${counter.epoch}:${counter.value}`;
    // The body is built after the counter was read, so it is never older than its key; a
    // request that misses while another builds shares that build.
    if (cached?.key !== key) {
      const entry = { key, body: build().then((value) => JSON.stringify(value)) };
      cached = entry;
      entry.body.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.body;
  };
}
