// GET /api/class?since=<cursor>: what changed in the caller's view since their last sync.
//
// Positions are values of the classes change counter (api/db/change-counter.ts): they follow
// commit order, which timestamps do not.
//
// The counter is read first and both reads stop at it: every number up to it was committed
// before, so the two reads (classes, tombstones) agree even though they are separate snapshots.
// A class changed again meanwhile moves past the bound and comes with the next sync.
import { and, asc, gt, lte } from 'drizzle-orm';
import { FIRST_SYNC_CURSOR, type ClassDelta } from '#shared/schemas/class.ts';
import { validationRefusal } from '#shared/validation-messages.ts';
import { readCounter, type Counter } from '../../db/change-counter.ts';
import type { Database } from '../../db/client.ts';
import { classes, deletedClasses } from '../../db/schema.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/opaque-cursor.ts';
import { toWireClass } from '../../lib/wire.ts';
import { NEWEST_FIRST } from './class-pages.ts';
import type { ClassView } from './class-views.ts';

const CURSOR_VERSION = 'c1';

export const encodeSyncCursor = (counter: Counter) =>
  encodeCursor([CURSOR_VERSION, counter.epoch, String(counter.value)]);

/** The counter value a cursor stands for; a 400 that says to start over for anything else. */
function positionOf(cursor: string, counter: Counter): number {
  if (cursor === FIRST_SYNC_CURSOR) return 0;
  const [version, epoch, value] = decodeCursor(cursor, 3) ?? [];
  const position = Number(value);
  if (
    version === CURSOR_VERSION &&
    epoch === counter.epoch &&
    Number.isSafeInteger(position) &&
    position >= 0 &&
    position <= counter.value
  ) {
    return position;
  }
  const invalid = validationRefusal('validation_sync_cursor_invalid', { first: FIRST_SYNC_CURSOR });
  throw invalidFields({ since: invalid });
}

/**
 * True when a cursor is from later than `counter` (or from another epoch): a counter read a moment
 * ago, while another process wrote, must be read again before the cursor is judged.
 */
export function isAheadOf(since: string, counter: Counter): boolean {
  if (since === FIRST_SYNC_CURSOR) return false;
  const [version, epoch, value] = decodeCursor(since, 3) ?? [];
  return version === CURSOR_VERSION && (epoch !== counter.epoch || Number(value) > counter.value);
}

/** The changes since `since` up to `counter` (read now when not given). */
export async function classDelta(
  db: Database,
  view: ClassView,
  since: string,
  known?: Counter,
): Promise<ClassDelta> {
  const counter = known ?? (await readCounter(db));
  const from = positionOf(since, counter);
  const cursor = encodeSyncCursor(counter);
  const upTo = lte(classes.changeSeq, counter.value);

  if (from === 0) {
    // A first sync: the whole view; the client has nothing to delete yet.
    const rows = await db
      .select()
      .from(classes)
      .where(and(view.where, upTo))
      .orderBy(...NEWEST_FIRST);
    return { classes: rows.map(toWireClass), deleted: [], cursor };
  }

  const changed = await db
    .select()
    .from(classes)
    .where(and(gt(classes.changeSeq, from), upTo, view.mayHaveSeen.classes))
    .orderBy(asc(classes.changeSeq));
  const tombstones = await db
    .select({ id: deletedClasses.classId })
    .from(deletedClasses)
    .where(
      and(
        gt(deletedClasses.changeSeq, from),
        lte(deletedClasses.changeSeq, counter.value),
        view.mayHaveSeen.tombstones,
      ),
    )
    .orderBy(asc(deletedClasses.changeSeq));
  return {
    classes: changed.filter((row) => view.includes(row)).map(toWireClass),
    deleted: [
      ...changed.filter((row) => !view.includes(row)).map((row) => row.id),
      ...tombstones.map((row) => row.id),
    ],
    cursor,
  };
}
