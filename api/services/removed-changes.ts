// The client ids of undone changes (removed_changes): a selection deleted, a waitlist place left,
// a check-in unticked. The outbox sends an undo (a DELETE of the id its create was sent under)
// only after the create's attempt ended on the device, but a create whose response was lost may
// still reach the server, or wait for its write turn, after the undo: the undo found nothing (a
// 404, done for the outbox) or removed it. So the undo records the id in its transaction, even on
// its 404, and the create checks it in the transaction of its insert and stores nothing.
import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { removedChanges } from '../db/schema.ts';
import { retryOnBusy, type Tx } from '../db/write-transaction.ts';

export type RemovedChangeKind = (typeof removedChanges.$inferSelect)['kind'];

/**
 * How long an undone id is kept. The outbox (pwa/lib/outbox/) sets no limit on how long an entry
 * waits on a device, so this is a chosen bound: a create whose response was lost reaches the server
 * within seconds, and an entry replaced by its undo is never sent again.
 */
export const REMOVED_CHANGES_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates of every kind carry a UUID their client made: no other id needs keeping. */
const clientIdSchema = z.uuid();

/** `owner` (an e-mail) undid the change `id`, whether or not anything was stored under it. */
export async function recordRemoval(
  tx: Tx,
  kind: RemovedChangeKind,
  id: string,
  owner: string,
  at: Date,
): Promise<void> {
  if (!clientIdSchema.safeParse(id).success) return;
  await tx
    .insert(removedChanges)
    .values({ kind, id, owner, removedAt: at.toISOString() })
    .onConflictDoNothing();
}

/** Who undid the change `id` of this kind (their e-mail), or null if nobody did. */
export async function removedBy(
  tx: Tx,
  kind: RemovedChangeKind,
  id: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ owner: removedChanges.owner })
    .from(removedChanges)
    .where(and(eq(removedChanges.kind, kind), eq(removedChanges.id, id)))
    .limit(1);
  return row?.owner ?? null;
}

/** An account removed (services/accounts.ts): what it undid goes with it. */
export async function forgetRemovalsBy(tx: Tx, owner: string): Promise<void> {
  await tx.delete(removedChanges).where(eq(removedChanges.owner, owner));
}

/** Forgets the ids undone more than REMOVED_CHANGES_KEPT_DAYS ago; returns how many went. */
export async function pruneRemovedChanges(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - REMOVED_CHANGES_KEPT_DAYS * DAY_MS).toISOString();
  const gone = await retryOnBusy(() =>
    db
      .delete(removedChanges)
      .where(lt(removedChanges.removedAt, before))
      .returning({ id: removedChanges.id }),
  );
  return gone.length;
}
