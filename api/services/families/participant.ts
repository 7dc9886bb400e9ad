// Who takes part when an account selects, pays or waits for a class (decision 049): the account's
// own member, or a child of its family. Every record of taking part names the participant in
// `participant_id`, null for the account's own member, so an adult's rows and every row written
// before families stay as they were. This is the one place that turns a request's participant
// into that value (checking the caller may act for them) and into the condition that finds a
// participant's rows, and the one place that says who is told of a participant's classes.
import {
  and,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { ParticipantFacts } from '#shared/classes/eligibility.ts';
import { isLevel } from '#shared/classes/levels.ts';
import type { Database } from '../../db/client.ts';
import { enrollments, familyGuardians, participants, users } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';
import { notFound } from '../../lib/http-error.ts';

/** Who acts: the signed-in account, by e-mail, and its users row when it has one. */
export interface Account {
  email: string;
  userId: string | null;
}

/** A participant as a record of taking part stores it, with what eligibility needs. */
export interface ChosenParticipant {
  /** null: the acting account's own member. */
  participantId: string | null;
  /** A child's name; null for the account's own member. */
  name: string | null;
  facts: ParticipantFacts;
}

/**
 * The join and condition that find the children of `userId`'s family still in it; read from
 * `participants` joined to `family_guardians` (every query here of "the family's children").
 */
const childrenOfGuardian = (userId: string | Placeholder) =>
  and(
    eq(familyGuardians.userId, userId),
    eq(participants.kind, 'child'),
    isNull(participants.removedAt),
  );
const guardiansOfParticipant = eq(familyGuardians.familyId, participants.familyId);

const factsOf = (row: { dateOfBirth: string | null; level: string | null } | undefined) => ({
  dateOfBirth: row?.dateOfBirth ?? null,
  level: row?.level && isLevel(row.level) ? row.level : null,
});

/**
 * The participant `requested` names for `account`: its own member when none is named (or its own
 * id is), else a child of the account's family. Anyone else's member, a removed child and an
 * unknown id are all answered 404, as if absent.
 */
export async function chooseParticipant(
  db: Database | Tx,
  account: Account,
  requested: string | undefined,
): Promise<ChosenParticipant> {
  if (requested === undefined || requested === account.userId) {
    const [own] = account.userId
      ? await db
          .select({ dateOfBirth: participants.dateOfBirth, level: participants.level })
          .from(participants)
          .where(eq(participants.id, account.userId))
      : [];
    return { participantId: null, name: null, facts: factsOf(own) };
  }
  const [child] = account.userId
    ? await db
        .select({
          id: participants.id,
          name: participants.name,
          dateOfBirth: participants.dateOfBirth,
          level: participants.level,
        })
        .from(participants)
        .innerJoin(familyGuardians, guardiansOfParticipant)
        .where(and(eq(participants.id, requested), childrenOfGuardian(account.userId)))
    : [];
  if (!child) throw notFound('family_member_not_found');
  return { participantId: child.id, name: child.name ?? '', facts: factsOf(child) };
}

/**
 * The rows a guardian sees as the family's in a table of taking part: their own member's, and
 * those of every child of their family still in it, whichever guardian acted for them.
 */
export function familyRows(
  db: Database | Tx,
  columns: { email: AnyColumn; participantId: AnyColumn },
  // Placeholders for a prepared query (the timetable's).
  account: { email: string | Placeholder; userId: string | Placeholder | null },
): SQL {
  const own = and(eq(columns.email, account.email), isNull(columns.participantId))!;
  if (!account.userId) return own;
  const children = db
    .select({ id: participants.id })
    .from(participants)
    .innerJoin(familyGuardians, guardiansOfParticipant)
    .where(childrenOfGuardian(account.userId));
  return or(own, inArray(columns.participantId, children))!;
}

/**
 * The rows of one participant in a table of taking part: a child's by their id (whichever
 * guardian acted), the account's own member's by its e-mail where no participant is named.
 */
export function sameParticipant(
  columns: { email: AnyColumn; participantId: AnyColumn },
  email: string,
  participantId: string | null,
): SQL {
  // `is` rather than `=`: a row of the account's own member (null) is not this child's, and the
  // condition stays false, not unknown, when it is negated.
  return participantId === null
    ? and(eq(columns.email, email), isNull(columns.participantId))!
    : sql`${columns.participantId} is ${participantId}`;
}

/** The children of the account's family now, by name (none without a users row or a family). */
export async function familyChildren(
  db: Database | Tx,
  userId: string | null,
): Promise<{ id: string; name: string }[]> {
  if (!userId) return [];
  const rows = await db
    .select({ id: participants.id, name: participants.name })
    .from(participants)
    .innerJoin(familyGuardians, guardiansOfParticipant)
    .where(childrenOfGuardian(userId))
    .orderBy(participants.name, participants.id);
  return rows.map((row) => ({ id: row.id, name: row.name ?? '' }));
}

/**
 * Every guardian's children still in their family, by name, with the guardian's account
 * (`guardianId`): a child of two guardians is listed under each. The front desk's roster shows
 * them under the student it finds (decision 040), so the desk can sell a class to one.
 */
export function childrenOfEveryGuardian(db: Database | Tx) {
  return db
    .select({
      guardianId: familyGuardians.userId,
      id: participants.id,
      name: participants.name,
      dateOfBirth: participants.dateOfBirth,
    })
    .from(participants)
    .innerJoin(familyGuardians, guardiansOfParticipant)
    .where(and(eq(participants.kind, 'child'), isNull(participants.removedAt)))
    .orderBy(participants.name, participants.id);
}

/**
 * Who is told of the classes participants are enrolled in (a session cancelled or moved, a
 * reminder): for the account's own member, the account that enrolled (the row's e-mail); for a
 * child, every current guardian of the child's family, whichever of them paid, with the child's
 * name. A removed child is told of to nobody: their name is erased and their guardians no longer
 * see their classes. A guardian who left the family is no longer told; a payer's e-mail with no
 * account (a removed one) has nobody to tell. One row per class, person told and participant:
 * a class is taken once per participant, and an account is a guardian of one family.
 */
export function enrolledAudience(db: Database | Tx) {
  return db
    .select({
      classId: enrollments.classId,
      userId: sql<string>`coalesce(${familyGuardians.userId}, ${users.id})`.as('told_user_id'),
      /** null: the person's own enrollment. */
      participantId: enrollments.participantId,
      participantName: participants.name,
    })
    .from(enrollments)
    .leftJoin(users, and(isNull(enrollments.participantId), eq(users.email, enrollments.email)))
    .leftJoin(
      participants,
      and(
        eq(participants.id, enrollments.participantId),
        eq(participants.kind, 'child'),
        isNull(participants.removedAt),
      ),
    )
    .leftJoin(familyGuardians, eq(familyGuardians.familyId, participants.familyId))
    .where(or(isNotNull(users.id), isNotNull(familyGuardians.userId)))
    .as('enrolled_audience');
}

/**
 * The guardians of the families of the children of `childIds` still in them, other than the
 * account of `payerEmail`, each with the children of their family among `childIds`: who hears of
 * a payment's children besides the payer (a removed child is told of to nobody).
 */
export async function otherGuardiansOf(
  db: Database | Tx,
  childIds: readonly string[],
  payerEmail: string,
): Promise<{ userId: string; childIds: string[] }[]> {
  if (childIds.length === 0) return [];
  const rows = await db
    .select({ userId: familyGuardians.userId, childId: participants.id })
    .from(participants)
    .innerJoin(familyGuardians, guardiansOfParticipant)
    .innerJoin(users, eq(users.id, familyGuardians.userId))
    .where(
      and(
        inArray(participants.id, [...new Set(childIds)]),
        eq(participants.kind, 'child'),
        isNull(participants.removedAt),
        ne(users.email, payerEmail),
      ),
    )
    .orderBy(familyGuardians.userId);
  const byGuardian = new Map<string, string[]>();
  for (const row of rows)
    byGuardian.set(row.userId, [...(byGuardian.get(row.userId) ?? []), row.childId]);
  return [...byGuardian].map(([userId, ids]) => ({ userId, childIds: ids }));
}

/**
 * The names of those of `ids` who are children still in their family, by id: a removed child's
 * name is erased, so it is never said again (a notice naming them is said without names).
 */
export async function childNamesOf(
  db: Database | Tx,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: participants.id, name: participants.name })
    .from(participants)
    .where(
      and(
        inArray(participants.id, [...new Set(ids)]),
        eq(participants.kind, 'child'),
        isNull(participants.removedAt),
      ),
    );
  return new Map(rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])));
}
