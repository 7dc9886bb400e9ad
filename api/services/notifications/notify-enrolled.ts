// Telling everyone enrolled in a class (a session cancelled or moved): one home for "who is in
// this class now", so every feature that tells a class's students asks the same question. Who is
// told of each participant is the families' rule (enrolledAudience): an adult of their own
// enrollment, every guardian of an enrolled child.
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/write-transaction.ts';
import { enrolledAudience } from '../families/participant.ts';
import { aboutChild, notify, type NamedChild, type Notice } from './notify.ts';

/** A person to tell of a class, and the child of theirs the notice is about (null: their own). */
interface Told {
  userId: string;
  child: NamedChild | null;
}

/**
 * Whom to tell of the class now (a refunded enrollment is gone; a removed child is told of to
 * nobody): each person once per participant of theirs enrolled in it.
 */
async function enrolledAudienceOf(tx: Tx, classId: string): Promise<Told[]> {
  const audience = enrolledAudience(tx);
  const rows = await tx
    .selectDistinct({
      userId: audience.userId,
      participantId: audience.participantId,
      participantName: audience.participantName,
    })
    .from(audience)
    .where(eq(audience.classId, classId))
    .orderBy(asc(audience.userId), asc(audience.participantName));
  return rows.map(({ userId, participantId, participantName }) => ({
    userId,
    child: participantId ? { id: participantId, name: participantName ?? '' } : null,
  }));
}

/**
 * notify() for each person enrolled in the class and each guardian of each enrolled child, in the
 * caller's transaction. A guardian with two children in the class gets a notice per child rather
 * than one naming both: each notice says one name, so it reads naturally in both languages with
 * no list of names to join, it matches the roster's row per child, and a child removed later drops
 * out of their own notices alone. A guardian who also takes the class gets their own notice as an
 * adult always has. Each notice is written once: the event's transaction tells and changes
 * together, so a retry that changes nothing tells nothing.
 */
export async function notifyEnrolled(
  tx: Tx,
  classId: string,
  notice: Notice,
  now: Date,
): Promise<void> {
  for (const { userId, child } of await enrolledAudienceOf(tx, classId)) {
    await notify(
      tx,
      { userId },
      { ...notice, params: { ...notice.params, ...aboutChild(child) } },
      now,
    );
  }
}
