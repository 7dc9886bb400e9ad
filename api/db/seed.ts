// The demo data of `npm start`, written once: the first time the classes table is empty.
import { and, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { sessionsOf } from '#shared/classes/schedule.ts';
import { currencyOf, timeZoneOf } from '#shared/classes/venues.ts';
import { toMinorUnits } from '#shared/money.ts';
import { derivedColumns, replaceSessions } from '../services/class-schedule.ts';
import type { Database } from './client.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import {
  DEMO_CLASSES,
  DEMO_FAMILY,
  DEMO_FAMILY_CLASSES,
  DEMO_IDS,
  DEMO_INSTRUCTORS,
  DEMO_WAITLIST,
  demoInstructorUserId,
} from './demo-data.ts';
import { seedDemoHistory, writeDemoPayment } from './demo-history.ts';
import {
  classes,
  families,
  familyGuardians,
  instructors,
  participants,
  users,
  waitlistEntries,
} from './schema.ts';
import { writeTransaction } from './write-transaction.ts';

export interface SeedOptions {
  /** E-mails made admins by the seed (ADMIN_EMAILS); a missing user is created for each. */
  adminEmails?: readonly string[];
  /** The moment the demo history runs up to (demo-history.ts); now by default. */
  now?: Date;
}

type NewUser = typeof users.$inferInsert;

/** Stable ids for the demo accounts' user records, so a reseeded database looks the same. */
function demoAccountUserId(index: number): string {
  return `5eed0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
}

/**
 * Every user record of the demo: the three accounts, then instructors without an account. No
 * Firebase uid: each record is linked at the first sign-in of its e-mail, a verified one for a
 * record with a role (the demo accounts are verified in the emulator, emulator-accounts.ts).
 */
export function demoUsers(): NewUser[] {
  const rows: NewUser[] = DEMO_ACCOUNTS.map((account, index) => ({
    id: demoAccountUserId(index),
    name: account.name,
    email: account.email,
    role: account.role,
    photoUrl: account.photoURL,
  }));
  const taken = new Set(rows.map((row) => row.email));
  DEMO_INSTRUCTORS.forEach((instructor, index) => {
    if (taken.has(instructor.email)) return;
    rows.push({
      id: demoInstructorUserId(index),
      name: instructor.name,
      email: instructor.email,
      role: 'instructor',
      photoUrl: instructor.image,
    });
  });
  return rows;
}

/**
 * Inserts the demo instructors, classes and users in one transaction, only when there are no
 * classes yet, so a second start (or a database someone has been using) is left as it is.
 */
export async function seedDemoData(
  db: Database,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  return writeTransaction(db, async (tx) => {
    const [row] = await tx.select({ total: count() }).from(classes);
    if ((row?.total ?? 0) > 0) return { seeded: false };

    await tx
      .insert(instructors)
      .values(
        DEMO_INSTRUCTORS.map(({ _id, name, email, image, expertise, details }) => ({
          id: _id,
          name,
          email,
          image,
          expertise,
          details,
        })),
      )
      .onConflictDoNothing();

    for (const demo of DEMO_CLASSES) {
      const row = {
        id: demo._id,
        name: demo.Name,
        photo: demo.photo,
        instructorName: demo.IName,
        instructorEmail: demo.Iemail,
        priceCents: toMinorUnits(demo.price, currencyOf(demo.venue)),
        currency: currencyOf(demo.venue),
        seats: demo.sets,
        enrolled: demo.enrolled,
        status: demo.status,
        feedback: demo.feedback,
        sport: demo.sport,
        level: demo.level,
        venue: demo.venue,
        description: demo.description,
        schedule: demo.schedule,
      };
      // Past sessions too: the seed writes a history, where the API takes only sessions to come.
      const sessions = sessionsOf(demo.schedule, timeZoneOf(demo.venue));
      await tx.insert(classes).values({ ...row, ...derivedColumns(row, sessions) });
      await replaceSessions(tx, demo._id, sessions, null);
    }

    // A user who registered before the seed keeps their record; the demo role still applies, and
    // a record given a role is unlinked from its Firebase uid: like every seeded record with a
    // role, only a verified sign-in of that e-mail may claim it (api/services/accounts.ts).
    for (const user of demoUsers()) {
      await tx
        .insert(users)
        .values(user)
        .onConflictDoUpdate({
          target: users.email,
          set: user.role ? { role: user.role, firebaseUid: null } : { role: null },
        });
    }

    // The full class's line: students waiting for a seat (decision 026).
    for (const [index, student] of DEMO_WAITLIST.entries()) {
      await tx
        .insert(users)
        .values({ id: student.userId, name: student.name, email: student.email, role: null })
        .onConflictDoNothing();
      await tx.insert(waitlistEntries).values({
        id: student.id,
        classId: DEMO_IDS.fullClass,
        email: student.email,
        lineNo: index + 1,
      });
    }

    // The demo student's family: the account's own member and two children.
    // Found by e-mail: a student who registered before the seed keeps their own record's id.
    const demoStudent = DEMO_ACCOUNTS.find((account) => !account.role);
    const [guardian] = demoStudent
      ? await tx.select({ id: users.id }).from(users).where(eq(users.email, demoStudent.email))
      : [];
    if (guardian) {
      const guardianId = guardian.id;
      await tx.insert(families).values({ id: DEMO_FAMILY.id });
      await tx.insert(familyGuardians).values({ familyId: DEMO_FAMILY.id, userId: guardianId });
      await tx.insert(participants).values([
        { id: guardianId, kind: 'self', familyId: DEMO_FAMILY.id },
        ...DEMO_FAMILY.children.map((child) => ({
          ...child,
          kind: 'child' as const,
          familyId: DEMO_FAMILY.id,
        })),
      ]);
    }

    // The academy's books: months of payments, refunds and attendance (demo-history.ts).
    const now = options.now ?? new Date();
    await seedDemoHistory(tx, now);

    // The demo family's children in their classes: one payment by the demo student, a day ago
    // (after the history, so its receipt is the branch's latest), with a pass each.
    if (guardian && demoStudent) {
      const lines = [];
      for (const { participantId, classId } of DEMO_FAMILY_CLASSES) {
        const [cls] = await tx.select().from(classes).where(eq(classes.id, classId));
        if (cls)
          lines.push({ classId, name: cls.name, amountCents: cls.priceCents, participantId });
      }
      const [first] = await tx.select().from(classes).where(eq(classes.id, lines[0]!.classId));
      await writeDemoPayment(tx, {
        reference: 'demo-family-0001',
        email: demoStudent.email,
        lines,
        currency: first!.currency,
        gateway: 'bkash',
        recordedBy: null,
        at: new Date(now.getTime() - 86_400_000),
      });
    }

    const adminEmails = [
      ...new Set((options.adminEmails ?? []).map((e) => e.trim().toLowerCase())),
    ].filter((email) => email.length > 0);
    if (adminEmails.length > 0) {
      await tx
        .update(users)
        .set({ role: 'admin', firebaseUid: null })
        .where(inArray(users.email, adminEmails));
      const existing = await tx
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, adminEmails));
      const known = new Set(existing.map((user) => user.email));
      for (const email of adminEmails.filter((candidate) => !known.has(candidate))) {
        await tx.insert(users).values({
          id: crypto.randomUUID(),
          name: email.split('@')[0] ?? email,
          email,
          role: 'admin',
        });
      }
    }
    return { seeded: true };
  });
}

/**
 * The local stack's repair for accounts made anew in the Auth emulator. The emulator keeps its
 * accounts in an export written only when it stops cleanly: after a hard stop (a killed terminal,
 * a crash) `npm start` creates the demo accounts again under new uids, while this database still
 * links their records to the old ones, and every sign-in of them was refused ("This e-mail address
 * already belongs to another account here"). A record of one of these e-mails linked to another
 * uid is unlinked; the next verified sign-in of that e-mail links it again
 * (api/services/accounts.ts). Returns how many records were unlinked.
 */
export async function forgetStaleIdentityLinks(
  db: Database,
  uidsByEmail: ReadonlyMap<string, string>,
): Promise<number> {
  let unlinked = 0;
  for (const [email, uid] of uidsByEmail) {
    const rows = await db
      .update(users)
      .set({ firebaseUid: null })
      .where(and(eq(users.email, email), isNotNull(users.firebaseUid), ne(users.firebaseUid, uid)))
      .returning({ id: users.id });
    unlinked += rows.length;
  }
  return unlinked;
}
