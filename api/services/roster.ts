// A class's roster for its instructor and admins (GET /api/class/:id/roster): who holds a pass
// (enrolled, or refunded: kept so a scan of that pass is refused with its reason), one row per
// participant (an account's own member, or a child of its family), and every session with who
// was checked in. Four queries whatever the class's size: the class, its passes with their
// holders' users and participants rows, its sessions, its check-ins.
import { asc, eq } from 'drizzle-orm';
import { passDigest } from '#shared/check-in/pass.ts';
import {
  rosterKeyOf,
  type Roster,
  type RosterSession,
  type RosterStudent,
} from '#shared/schemas/roster.ts';
import type { Database } from '../db/client.ts';
import type { Tx } from '../db/write-transaction.ts';
import {
  checkIns,
  classes,
  classPasses,
  classSessions,
  participants,
  users,
} from '../db/schema.ts';
import type { Caller } from '../lib/context.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { childAtClass, childColumns, localPartOf, todayAt } from './families/child-at-class.ts';

type Reader = Database | Tx;
type SessionRow = typeof classSessions.$inferSelect;

/**
 * The class, when the caller may see its students and change its sessions: its own instructor
 * or an admin. 404 for an unknown class, 403 for anyone else (an instructor's class ids are not
 * secret: the catalogue lists them).
 */
export async function classForStaff(
  db: Reader,
  caller: Pick<Caller, 'role' | 'email'>,
  id: string,
) {
  const [row] = await db
    .select({
      id: classes.id,
      name: classes.name,
      venue: classes.venue,
      instructorEmail: classes.instructorEmail,
    })
    .from(classes)
    .where(eq(classes.id, id))
    .limit(1);
  if (!row) throw notFound('class_not_found');
  if (caller.role !== 'admin' && row.instructorEmail !== caller.email) {
    throw forbidden('own_classes_only');
  }
  return row;
}

/** A session as the roster (and a change's response) sends it. */
export function rosterSessionOf(row: SessionRow, checkedIn: readonly string[]): RosterSession {
  return {
    id: row.id,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    changeReason: row.changeReason,
    movedFrom: row.movedFrom,
    checkedIn: [...checkedIn],
  };
}

/** Who was checked in at each of the class's sessions, by roster row key (rosterKeyOf). */
async function checkedInBySession(db: Reader, classId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({
      sessionId: checkIns.sessionId,
      email: checkIns.email,
      participantId: checkIns.participantId,
    })
    .from(checkIns)
    .where(eq(checkIns.classId, classId))
    .orderBy(asc(checkIns.createdAt));
  const bySession = new Map<string, string[]>();
  for (const row of rows) {
    const keys = bySession.get(row.sessionId) ?? [];
    keys.push(rosterKeyOf(row));
    bySession.set(row.sessionId, keys);
  }
  return bySession;
}

export async function readRoster(
  db: Database,
  caller: Pick<Caller, 'role' | 'email'>,
  classId: string,
  now: Date,
): Promise<Roster> {
  const cls = await classForStaff(db, caller, classId);
  const [passes, sessions, checkedIn] = await Promise.all([
    db
      .select({
        email: classPasses.email,
        participantId: classPasses.participantId,
        token: classPasses.token,
        code: classPasses.code,
        status: classPasses.status,
        name: users.name,
        photoUrl: users.photoUrl,
        phone: users.phone,
        ...childColumns,
      })
      .from(classPasses)
      .leftJoin(users, eq(users.email, classPasses.email))
      .leftJoin(participants, eq(participants.id, classPasses.participantId))
      .where(eq(classPasses.classId, classId)),
    db
      .select()
      .from(classSessions)
      .where(eq(classSessions.classId, classId))
      .orderBy(asc(classSessions.startsAt)),
    checkedInBySession(db, classId),
  ]);
  const today = todayAt(cls.venue, now);
  const students = await Promise.all(
    passes.map(async (pass): Promise<RosterStudent> => {
      const account = { name: pass.name ?? localPartOf(pass.email), phone: pass.phone ?? null };
      const held = {
        email: pass.email,
        status: pass.status === 'active' ? ('enrolled' as const) : ('refunded' as const),
        tokenDigest: await passDigest(pass.token),
        codeDigest: await passDigest(pass.code),
      };
      if (pass.participantId === null) {
        return {
          ...held,
          name: account.name,
          photoUrl: pass.photoUrl ?? null,
          participantId: null,
          phone: account.phone,
        };
      }
      // A child's row is the child: their name and photo, with the guardian who paid to call.
      const child = childAtClass(pass.participantId, pass, account, today);
      return { ...held, ...child, name: child.participantName };
    }),
  );
  // By name as the page lists them (the e-mail, then the participant, tell two of one name apart).
  students.sort(
    (a, b) =>
      a.name.localeCompare(b.name) ||
      a.email.localeCompare(b.email) ||
      rosterKeyOf(a).localeCompare(rosterKeyOf(b)),
  );
  return {
    classId: cls.id,
    className: cls.name,
    venue: cls.venue,
    students,
    sessions: sessions.map((row) => rosterSessionOf(row, checkedIn.get(row.id) ?? [])),
  };
}
