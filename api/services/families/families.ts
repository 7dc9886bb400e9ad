// Families (decision 049): an account's own member, the children it adds, and the guardians who
// act for them all. Every rule of who may see or change a member is here: a route only says who
// is asking. An account with no children is a family of one and needs no rows at all; its own
// member ('self', id = the account's users.id) and its family are made when it first adds a
// child, invites a guardian or accepts an invitation.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { randomToken, sha256Hex } from '#shared/hex.ts';
import {
  FAMILY_INVITATION_DAYS,
  FAMILY_SEARCH_LIMIT,
  type AdminFamilies,
  FAMILY_MAX_MEMBERS,
  type ChildChanges,
  type Family,
  type FamilyExport,
  type FamilyMember,
  type NewChildInput,
  type NewInvitation,
} from '#shared/schemas/family.ts';
import type { Database } from '../../db/client.ts';
import {
  checkIns,
  enrollments,
  families,
  familyGuardians,
  familyInvitations,
  notifications,
  outboundMessages,
  participants,
  payments,
  selections,
  users,
  waitlistEntries,
} from '../../db/schema.ts';
import { retryOnBusy, writeTransaction, type Tx } from '../../db/write-transaction.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { familyRows } from './participant.ts';

/** Who is asking: a recorded account (a student's users row). */
export interface Guardian {
  userId: string;
  name: string;
  email: string;
}

type ParticipantRow = typeof participants.$inferSelect;

function memberOf(row: ParticipantRow, accountName: string | undefined): FamilyMember {
  return {
    id: row.id,
    kind: row.kind,
    name: row.kind === 'self' ? (accountName ?? '') : (row.name ?? ''),
    dateOfBirth: row.dateOfBirth,
    level: row.level,
    schoolYear: row.schoolYear,
    medicalNotes: row.medicalNotes,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    photoUrl: row.photoUrl,
    photoConsent: row.photoConsent,
  };
}

/** An account's own member before it has a row: nothing recorded but its name. */
function selfWithoutRow(guardian: Guardian): FamilyMember {
  return {
    id: guardian.userId,
    kind: 'self',
    name: guardian.name,
    dateOfBirth: null,
    level: null,
    schoolYear: null,
    medicalNotes: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    photoUrl: null,
    photoConsent: false,
  };
}

/** The live members of these families, each with its family, in the order they were added. */
async function membersIn(db: Database, familyIds: readonly string[]) {
  const rows = await db
    .select({ participant: participants, accountName: users.name })
    .from(participants)
    .leftJoin(users, eq(users.id, participants.id))
    .where(and(inArray(participants.familyId, [...familyIds]), isNull(participants.removedAt)))
    .orderBy(asc(participants.createdAt), asc(participants.id));
  return rows.map(({ participant, accountName }) => ({
    familyId: participant.familyId,
    member: memberOf(participant, accountName ?? undefined),
  }));
}

/** How many guardians a family has, and how many children not removed. */
async function guardianAndChildCounts(tx: Tx, familyId: string) {
  const [guardians, children] = await Promise.all([
    tx.$count(familyGuardians, eq(familyGuardians.familyId, familyId)),
    tx.$count(
      participants,
      and(
        eq(participants.familyId, familyId),
        eq(participants.kind, 'child'),
        isNull(participants.removedAt),
      ),
    ),
  ]);
  return { guardians, children };
}

async function familyIdOf(db: Database | Tx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: familyGuardians.familyId })
    .from(familyGuardians)
    .where(eq(familyGuardians.userId, userId));
  return row?.familyId;
}

/** The caller's family, made (with their own member in it) when they have none yet. */
async function ensureFamily(tx: Tx, guardian: Guardian): Promise<string> {
  const existing = await familyIdOf(tx, guardian.userId);
  if (existing) return existing;
  const familyId = crypto.randomUUID();
  await tx.insert(families).values({ id: familyId });
  await tx.insert(familyGuardians).values({ familyId, userId: guardian.userId });
  await placeSelf(tx, guardian.userId, familyId);
  return familyId;
}

/** Puts the account's own member in `familyId` (or in none), making its row when needed. */
async function placeSelf(tx: Tx, userId: string, familyId: string | null): Promise<void> {
  await tx
    .insert(participants)
    .values({ id: userId, kind: 'self', familyId })
    .onConflictDoUpdate({ target: participants.id, set: { familyId } });
}

/** The family as its guardian sees it: every member (the caller's own first), guardian, invitation. */
export async function familyFor(db: Database, guardian: Guardian, now: Date): Promise<Family> {
  return retryOnBusy(async () => {
    const familyId = await familyIdOf(db, guardian.userId);
    if (!familyId) {
      return {
        members: [selfWithoutRow(guardian)],
        guardians: [{ id: guardian.userId, name: guardian.name, email: guardian.email, you: true }],
        invitations: [],
      };
    }
    const [memberRows, guardianRows, invitationRows] = await Promise.all([
      membersIn(db, [familyId]),
      db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(familyGuardians)
        .innerJoin(users, eq(users.id, familyGuardians.userId))
        .where(eq(familyGuardians.familyId, familyId))
        .orderBy(asc(familyGuardians.createdAt), asc(users.id)),
      db
        .select({
          id: familyInvitations.id,
          email: familyInvitations.email,
          expiresAt: familyInvitations.expiresAt,
        })
        .from(familyInvitations)
        .where(
          and(
            eq(familyInvitations.familyId, familyId),
            isNull(familyInvitations.endedAt),
            gt(familyInvitations.expiresAt, now.toISOString()),
          ),
        )
        .orderBy(asc(familyInvitations.createdAt)),
    ]);
    const members = memberRows.map(({ member }) => member);
    // The caller's own member first, then the other guardians', then the children in the order
    // they were added.
    const rank = (member: FamilyMember) =>
      member.id === guardian.userId ? 0 : member.kind === 'self' ? 1 : 2;
    members.sort((a, b) => rank(a) - rank(b));
    return {
      members,
      guardians: guardianRows.map((row) => ({ ...row, you: row.id === guardian.userId })),
      invitations: invitationRows,
    };
  });
}

/**
 * Adds a child to the caller's family. The id is the client's: the same id sent again answers
 * the child already added (`replayed`), so a resend from the outbox adds them once.
 */
export async function addChild(
  db: Database,
  guardian: Guardian,
  input: NewChildInput,
): Promise<{ member: FamilyMember; replayed: boolean }> {
  return writeTransaction(db, async (tx) => {
    const familyId = await ensureFamily(tx, guardian);
    const [existing] = await tx.select().from(participants).where(eq(participants.id, input.id));
    if (existing) {
      if (existing.familyId !== familyId || existing.kind !== 'child' || existing.removedAt)
        throw notFound('family_member_not_found');
      return { member: memberOf(existing, undefined), replayed: true };
    }
    const members = await tx.$count(
      participants,
      and(eq(participants.familyId, familyId), isNull(participants.removedAt)),
    );
    if (members >= FAMILY_MAX_MEMBERS) throw conflict('family_full', { max: FAMILY_MAX_MEMBERS });
    const { id, ...fields } = input;
    const [row] = await tx
      .insert(participants)
      .values({ id, kind: 'child', familyId, ...fields })
      .returning();
    return { member: memberOf(row!, undefined), replayed: false };
  });
}

/** A live member of the caller's family, or 404 (another family's member is not named). */
async function memberInFamily(tx: Tx, guardian: Guardian, id: string): Promise<ParticipantRow> {
  if (id === guardian.userId) {
    const [own] = await tx.select().from(participants).where(eq(participants.id, id));
    if (own) return own;
    await placeSelf(tx, guardian.userId, null);
    const [made] = await tx.select().from(participants).where(eq(participants.id, id));
    return made!;
  }
  const familyId = await familyIdOf(tx, guardian.userId);
  const [row] = familyId
    ? await tx
        .select()
        .from(participants)
        .where(
          and(
            eq(participants.id, id),
            eq(participants.familyId, familyId),
            isNull(participants.removedAt),
          ),
        )
    : [];
  if (!row) throw notFound('family_member_not_found');
  return row;
}

/**
 * Changes a member's details. A child's every field; the caller's own member all but its name
 * and photo, which are the account's. Another guardian's own member is theirs to change.
 */
export async function updateMember(
  db: Database,
  guardian: Guardian,
  id: string,
  changes: ChildChanges,
): Promise<FamilyMember> {
  return writeTransaction(db, async (tx) => {
    const row = await memberInFamily(tx, guardian, id);
    if (row.kind === 'self') {
      if (row.id !== guardian.userId) throw notFound('family_member_not_found');
      if (changes.name !== undefined || changes.photoUrl !== undefined)
        throw conflict('own_member_kept');
    }
    const [updated] = await tx
      .update(participants)
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(eq(participants.id, id))
      .returning();
    return memberOf(updated!, row.kind === 'self' ? guardian.name : undefined);
  });
}

/**
 * Removes a child: the row stays under its id (past payments and attendance name it), every
 * personal field is erased. Removing a child already removed answers the same.
 */
export async function removeChild(db: Database, guardian: Guardian, id: string): Promise<void> {
  await writeTransaction(db, async (tx) => {
    if (id === guardian.userId) throw conflict('own_member_kept');
    const familyId = await familyIdOf(tx, guardian.userId);
    const [row] = familyId
      ? await tx
          .select()
          .from(participants)
          .where(and(eq(participants.id, id), eq(participants.familyId, familyId)))
      : [];
    if (!row) throw notFound('family_member_not_found');
    if (row.kind === 'self') throw conflict('own_member_kept');
    if (row.removedAt) return;
    await tx
      .update(participants)
      .set({
        name: null,
        dateOfBirth: null,
        level: null,
        schoolYear: null,
        medicalNotes: null,
        emergencyContactName: null,
        emergencyContactPhone: null,
        photoUrl: null,
        photoConsent: false,
        removedAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(participants.id, id));
    // Classes selected for them and not paid go: nobody can pay for a member who has left.
    await tx.delete(selections).where(eq(selections.participantId, id));
    // Their name leaves the notices kept of them too (the bell's and the messages to send or
    // sent): those then read as the plain notice, as the bell already shows them. A payment's
    // receipt, approval and refund, and the other guardians' notice of the children it enrolled,
    // name children in one line with every class (payment-notices.ts): the line goes whole, and
    // the plain class names beside it stay.
    for (const table of [notifications, outboundMessages]) {
      await tx
        .update(table)
        .set({ params: sql`json_remove(${table.params}, '$.participantName')` })
        .where(sql`json_extract(${table.params}, '$.participantId') = ${id}`);
      await tx
        .update(table)
        .set({ params: sql`json_remove(${table.params}, '$.classNamesForWhom')` })
        .where(
          sql`instr(',' || json_extract(${table.params}, '$.participantIds') || ',', ${`,${id},`}) > 0`,
        );
    }
  });
}

/**
 * An invitation to be a guardian of the caller's family: a random token in a link, shown this
 * once (only its SHA-256 is kept), good for FAMILY_INVITATION_DAYS and one acceptance.
 */
export async function inviteGuardian(
  db: Database,
  guardian: Guardian,
  email: string | undefined,
  now: Date,
): Promise<NewInvitation> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const id = crypto.randomUUID();
  const expiresAt = new Date(
    now.getTime() + FAMILY_INVITATION_DAYS * 24 * 60 * 60 * 1000,
  ).toISOString();
  await writeTransaction(db, async (tx) => {
    const familyId = await ensureFamily(tx, guardian);
    await tx.insert(familyInvitations).values({
      id,
      familyId,
      invitedBy: guardian.userId,
      email: email?.toLowerCase() ?? null,
      tokenHash,
      expiresAt,
    });
  });
  // In the fragment: a browser sends it to no server, and no Referer carries it.
  return {
    id,
    email: email?.toLowerCase() ?? null,
    expiresAt,
    token,
    path: `/dashboard/family/join#${token}`,
  };
}

/** Withdraws an invitation of the caller's family; withdrawing it again answers the same. */
export async function withdrawInvitation(
  db: Database,
  guardian: Guardian,
  id: string,
  now: Date,
): Promise<void> {
  await writeTransaction(db, async (tx) => {
    const familyId = await familyIdOf(tx, guardian.userId);
    const [row] = familyId
      ? await tx
          .select()
          .from(familyInvitations)
          .where(and(eq(familyInvitations.id, id), eq(familyInvitations.familyId, familyId)))
      : [];
    if (!row) throw notFound('family_invitation_invalid');
    if (row.endedAt) return;
    await tx
      .update(familyInvitations)
      .set({ endedAt: now.toISOString() })
      .where(eq(familyInvitations.id, id));
  });
}

/**
 * Makes the caller a guardian of the invitation's family. An unknown, spent or expired token is
 * one answer. The caller's own family, if they had one, must be a family of one: their own
 * member moves with them; a family with children or other guardians is left first.
 */
export async function acceptInvitation(
  db: Database,
  guardian: Guardian,
  token: string,
  now: Date,
): Promise<void> {
  const tokenHash = await sha256Hex(token);
  await writeTransaction(db, async (tx) => {
    const [invitation] = await tx
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.tokenHash, tokenHash));
    const current = await familyIdOf(tx, guardian.userId);
    // The same guardian accepting again (a resend): already done.
    if (invitation && current === invitation.familyId && invitation.acceptedBy === guardian.userId)
      return;
    if (!invitation || invitation.endedAt || invitation.expiresAt <= now.toISOString())
      throw notFound('family_invitation_invalid');
    if (current === invitation.familyId) {
      await endInvitation(tx, invitation.id, guardian.userId, now);
      return;
    }
    if (current) {
      // Only a family of one (no children, no other guardian) is left for another.
      const { guardians, children } = await guardianAndChildCounts(tx, current);
      if (children > 0 || guardians > 1) throw conflict('already_in_other_family');
      await tx.delete(familyGuardians).where(eq(familyGuardians.userId, guardian.userId));
    }
    await tx
      .insert(familyGuardians)
      .values({ familyId: invitation.familyId, userId: guardian.userId });
    await placeSelf(tx, guardian.userId, invitation.familyId);
    await endInvitation(tx, invitation.id, guardian.userId, now);
  });
}

async function endInvitation(tx: Tx, id: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(familyInvitations)
    .set({ acceptedBy: userId, endedAt: now.toISOString() })
    .where(eq(familyInvitations.id, id));
}

/**
 * Removes a guardian from the caller's family (the caller themselves: leaving it). The children
 * stay with the guardians who remain; the last guardian of a family with children cannot leave.
 * The one removed keeps their own member, in no family.
 */
export async function removeGuardian(
  db: Database,
  guardian: Guardian,
  userId: string,
): Promise<void> {
  await writeTransaction(db, async (tx) => {
    const familyId = await familyIdOf(tx, guardian.userId);
    if (!familyId || (await familyIdOf(tx, userId)) !== familyId)
      throw notFound('guardian_not_found');
    const { guardians, children } = await guardianAndChildCounts(tx, familyId);
    if (guardians <= 1 && children > 0) throw conflict('last_guardian');
    await tx
      .delete(familyGuardians)
      .where(and(eq(familyGuardians.familyId, familyId), eq(familyGuardians.userId, userId)));
    await placeSelf(tx, userId, null);
  });
}

/** Everything kept of the caller's family and of their own taking part (GET /api/family/export). */
export async function familyExport(
  db: Database,
  guardian: Guardian,
  now: Date,
): Promise<FamilyExport> {
  const family = await familyFor(db, guardian, now);
  const { email } = guardian;
  return retryOnBusy(async () => {
    const [selectionRows, enrollmentRows, paymentRows, checkInRows, waitlistRows] =
      await Promise.all([
        db
          .select({
            id: selections.id,
            classId: selections.classId,
            participantId: selections.participantId,
            createdAt: selections.createdAt,
          })
          .from(selections)
          .where(familyRows(db, selections, guardian))
          .orderBy(asc(selections.createdAt)),
        db
          .select({
            id: enrollments.id,
            classId: enrollments.classId,
            className: enrollments.className,
            paymentId: enrollments.paymentId,
            priceCents: enrollments.priceCents,
            currency: enrollments.currency,
            participantId: enrollments.participantId,
            createdAt: enrollments.createdAt,
          })
          .from(enrollments)
          .where(familyRows(db, enrollments, guardian))
          .orderBy(asc(enrollments.createdAt)),
        db
          .select({
            id: payments.id,
            transactionId: payments.transactionId,
            amountCents: payments.amountCents,
            refundedCents: payments.refundedCents,
            currency: payments.currency,
            status: payments.status,
            gateway: payments.gateway,
            itemNames: payments.itemNames,
            createdAt: payments.createdAt,
          })
          .from(payments)
          .where(eq(payments.email, email))
          .orderBy(asc(payments.createdAt)),
        db
          .select({
            id: checkIns.id,
            classId: checkIns.classId,
            sessionId: checkIns.sessionId,
            participantId: checkIns.participantId,
            takenAt: checkIns.takenAt,
          })
          .from(checkIns)
          .where(familyRows(db, checkIns, guardian))
          .orderBy(asc(checkIns.takenAt)),
        db
          .select({
            id: waitlistEntries.id,
            classId: waitlistEntries.classId,
            status: waitlistEntries.status,
            participantId: waitlistEntries.participantId,
            createdAt: waitlistEntries.createdAt,
          })
          .from(waitlistEntries)
          .where(familyRows(db, waitlistEntries, guardian))
          .orderBy(asc(waitlistEntries.createdAt)),
      ]);
    return {
      exportedAt: now.toISOString(),
      family,
      selections: selectionRows,
      enrollments: enrollmentRows,
      payments: paymentRows,
      checkIns: checkInRows,
      waitlistEntries: waitlistRows,
    };
  });
}

/**
 * The families an admin finds: those whose guardians' name, e-mail or phone, or whose children's
 * names, hold `query` (any case); the newest first, at most FAMILY_SEARCH_LIMIT. No query: the
 * newest families.
 */
export async function findFamilies(
  db: Database,
  query: string | undefined,
): Promise<AdminFamilies> {
  const text = query?.trim().toLowerCase() ?? '';
  const holds = (column: SQL | AnyColumn) =>
    sql`instr(lower(coalesce(${column}, '')), ${text}) > 0`;
  return retryOnBusy(async () => {
    const matching = text
      ? sql`${families.id} in (
          select ${familyGuardians.familyId} from ${familyGuardians}
          join ${users} on ${users.id} = ${familyGuardians.userId}
          where ${holds(users.name)} or ${holds(users.email)} or ${holds(users.phone)}
          union
          select ${participants.familyId} from ${participants}
          where ${participants.kind} = 'child' and ${participants.removedAt} is null
            and ${holds(participants.name)}
        )`
      : undefined;
    const found = await db
      .select({ id: families.id, createdAt: families.createdAt })
      .from(families)
      .where(matching)
      .orderBy(desc(families.createdAt), desc(families.id))
      .limit(FAMILY_SEARCH_LIMIT);
    if (found.length === 0) return { families: [] };
    const ids = found.map((family) => family.id);
    const [guardianRows, memberRows] = await Promise.all([
      db
        .select({
          familyId: familyGuardians.familyId,
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
        })
        .from(familyGuardians)
        .innerJoin(users, eq(users.id, familyGuardians.userId))
        .where(inArray(familyGuardians.familyId, ids))
        .orderBy(asc(familyGuardians.createdAt)),
      membersIn(db, ids),
    ]);
    return {
      families: found.map((family) => ({
        ...family,
        guardians: guardianRows
          .filter((row) => row.familyId === family.id)
          .map(({ familyId: _, ...guardian }) => guardian),
        // The guardians' own members first, then the children in the order they were added.
        members: memberRows
          .filter((row) => row.familyId === family.id)
          .map(({ member }) => member)
          .sort((a, b) => Number(a.kind === 'child') - Number(b.kind === 'child')),
      })),
    };
  });
}
