// A class's roster for its instructor and admins (GET /api/class/:id/roster): who holds a pass
// (enrolled, or refunded: kept so a scan of that pass is refused with its reason) and every
// session with who was checked in. Four queries whatever the class's size: the class, its
// passes with their holders' users rows, its sessions, its check-ins.
import { asc, eq } from 'drizzle-orm';
import { passDigest } from '#shared/check-in/pass.ts';
import type { Roster, RosterSession } from '#shared/schemas/roster.ts';
import type { Database } from '../db/client.ts';
import type { Tx } from '../db/write-transaction.ts';
import { checkIns, classes, classPasses, classSessions, users } from '../db/schema.ts';
import type { Caller } from '../lib/context.ts';
import { forbidden, notFound } from '../lib/http-error.ts';

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

/** The e-mails checked in at each of the class's sessions. */
async function checkedInBySession(db: Reader, classId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ sessionId: checkIns.sessionId, email: checkIns.email })
    .from(checkIns)
    .where(eq(checkIns.classId, classId))
    .orderBy(asc(checkIns.createdAt));
  const bySession = new Map<string, string[]>();
  for (const { sessionId, email } of rows) {
    const emails = bySession.get(sessionId) ?? [];
    emails.push(email);
    bySession.set(sessionId, emails);
  }
  return bySession;
}

/** The e-mail's part before the @: the name shown for a student with no users row. */
const localPartOf = (email: string) => email.split('@')[0] || email;

export async function readRoster(
  db: Database,
  caller: Pick<Caller, 'role' | 'email'>,
  classId: string,
): Promise<Roster> {
  const cls = await classForStaff(db, caller, classId);
  const [passes, sessions, checkedIn] = await Promise.all([
    db
      .select({
        email: classPasses.email,
        token: classPasses.token,
        code: classPasses.code,
        status: classPasses.status,
        name: users.name,
        photoUrl: users.photoUrl,
      })
      .from(classPasses)
      .leftJoin(users, eq(users.email, classPasses.email))
      .where(eq(classPasses.classId, classId)),
    db
      .select()
      .from(classSessions)
      .where(eq(classSessions.classId, classId))
      .orderBy(asc(classSessions.startsAt)),
    checkedInBySession(db, classId),
  ]);
  const students = await Promise.all(
    passes.map(async (pass) => ({
      email: pass.email,
      name: pass.name ?? localPartOf(pass.email),
      photoUrl: pass.photoUrl ?? null,
      status: pass.status === 'active' ? ('enrolled' as const) : ('refunded' as const),
      tokenDigest: await passDigest(pass.token),
      codeDigest: await passDigest(pass.code),
    })),
  );
  // By name as the page lists them (the e-mail tells two of one name apart).
  students.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  return {
    classId: cls.id,
    className: cls.name,
    venue: cls.venue,
    students,
    sessions: sessions.map((row) => rosterSessionOf(row, checkedIn.get(row.id) ?? [])),
  };
}
