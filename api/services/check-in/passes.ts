// Students' passes (decision 025): one class_passes row per (class, student e-mail), made in the
// transaction that enrolls the student (finalize.ts), marked refunded in the one that removes the
// enrollment (admin-refund.ts). The token is the QR code's secret; the short code is typed when a
// camera cannot read it.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { CODE_ALPHABET, CODE_LENGTH } from '#shared/check-in/pass.ts';
import { randomToken } from '#shared/hex.ts';
import type { Pass } from '#shared/schemas/check-in.ts';
import type { Database } from '../../db/client.ts';
import { classPasses, classes, participants } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';
import { familyRows, type Account } from '../families/participant.ts';

/** 8 Crockford digits, 5 random bits each (40 bits from 5 random bytes). */
export function newPassCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) {
    code = CODE_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/** How often a clash of short codes within a class is tried again (2^40 codes: never, in practice). */
const CODE_TRIES = 8;

/** A short code no other pass of the class has (the transaction holds the write lock). */
async function freeCode(tx: Tx, classId: string): Promise<string> {
  for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
    const code = newPassCode();
    const [taken] = await tx
      .select({ id: classPasses.id })
      .from(classPasses)
      .where(and(eq(classPasses.classId, classId), eq(classPasses.code, code)));
    if (!taken) return code;
  }
  throw new Error(`No free short code for class ${classId} after ${CODE_TRIES} tries.`);
}

/**
 * Gives the student an active pass for the class. A student enrolling again after a refund gets
 * a new token and code on the same row, so the old pass (maybe screenshotted) stays dead.
 */
export async function issuePass(
  tx: Tx,
  classId: string,
  email: string,
  participantId: string | null = null,
): Promise<void> {
  const token = randomToken();
  const code = await freeCode(tx, classId);
  // The account's own pass is unique by e-mail, a child's by the child (two partial indexes).
  await tx
    .insert(classPasses)
    .values({
      id: crypto.randomUUID(),
      classId,
      email,
      participantId,
      token,
      code,
      status: 'active',
    })
    .onConflictDoUpdate({
      target:
        participantId === null
          ? [classPasses.classId, classPasses.email]
          : [classPasses.classId, classPasses.participantId],
      targetWhere:
        participantId === null
          ? isNull(classPasses.participantId)
          : isNotNull(classPasses.participantId),
      set: { email, token, code, status: 'active' },
    });
}

/** The student's passes of these classes are refunded: a scan of one is refused with that reason. */
export async function refundPasses(tx: Tx, email: string, classIds: readonly string[]) {
  if (classIds.length === 0) return;
  await tx
    .update(classPasses)
    .set({ status: 'refunded' })
    .where(and(eq(classPasses.email, email), inArray(classPasses.classId, [...classIds])));
}

/**
 * GET /api/passes: the active passes of the student and of their family's children (whichever
 * guardian paid), with the class's name and whose each is.
 */
export async function activePassesOf(db: Database, account: Account): Promise<Pass[]> {
  return db
    .select({
      classId: classPasses.classId,
      className: classes.name,
      token: classPasses.token,
      code: classPasses.code,
      participantId: classPasses.participantId,
      participantName: participants.name,
    })
    .from(classPasses)
    .innerJoin(classes, eq(classes.id, classPasses.classId))
    .leftJoin(participants, eq(participants.id, classPasses.participantId))
    .where(and(familyRows(db, classPasses, account), eq(classPasses.status, 'active')))
    .orderBy(classes.name, participants.name);
}
