// Rows for tests, with sensible defaults; every call makes new ids and e-mails.
import { hexOf, randomToken } from '#shared/hex.ts';
import type { Database } from '../db/client.ts';
import {
  checkIns,
  classes,
  classPasses,
  classSessions,
  enrollments,
  instructors,
  payments,
  selections,
  users,
} from '../db/schema.ts';
import { testUidOf } from './test-identity.ts';

let sequence = 0;
const next = () => `${Date.now().toString(36)}-${(sequence += 1)}`;

export type UserRow = typeof users.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;

export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const n = next();
  const email = overrides.email ?? `person-${n}@academy.test`;
  const [row] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      name: `Person ${n}`,
      email,
      // The test person's uid, so tokenFor(email) (test-identity.ts) signs in as this row.
      firebaseUid: testUidOf(email),
      role: null,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createClass(
  db: Database,
  overrides: Partial<typeof classes.$inferInsert> = {},
): Promise<ClassRow> {
  const n = next();
  const [row] = await db
    .insert(classes)
    .values({
      id: crypto.randomUUID(),
      name: `Class ${n}`,
      photo: '/images/classes/football.webp',
      instructorName: 'Coach Test',
      instructorEmail: `coach-${n}@academy.test`,
      priceCents: 4999,
      seats: 10,
      enrolled: 0,
      status: 'approved',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createInstructor(
  db: Database,
  overrides: Partial<typeof instructors.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(instructors)
    .values({
      id: crypto.randomUUID(),
      name: `Instructor ${n}`,
      email: `instructor-${n}@academy.test`,
      image: '/images/coaches/1.webp',
      expertise: 'Football',
      details: 'Led the under-16 team to the league title.',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createSelection(db: Database, email: string, classId: string) {
  const [row] = await db
    .insert(selections)
    .values({ id: crypto.randomUUID(), email, classId })
    .returning();
  return row!;
}

/** A paid seat: a payment and its enrollment, as the payments finalize step writes them. */
export async function createEnrollment(
  db: Database,
  email: string,
  cls: ClassRow,
  participantId: string | null = null,
) {
  const paymentId = crypto.randomUUID();
  await db.insert(payments).values({
    id: paymentId,
    email,
    transactionId: `pi_test_${next()}`,
    amountCents: cls.priceCents,
    quantity: 1,
    status: 'service pending',
    itemNames: [cls.name],
    classIds: [cls.id],
    selectionIds: [],
  });
  const [row] = await db
    .insert(enrollments)
    .values({
      id: crypto.randomUUID(),
      paymentId,
      classId: cls.id,
      email,
      className: cls.name,
      instructorName: cls.instructorName,
      photo: cls.photo,
      priceCents: cls.priceCents,
      participantId,
    })
    .returning();
  return row!;
}

/** A student's pass for a class, as the check-in's payment step issues it (random token and code). */
export async function createPass(
  db: Database,
  classId: string,
  email: string,
  overrides: Partial<typeof classPasses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(classPasses)
    .values({
      id: crypto.randomUUID(),
      classId,
      email,
      token: randomToken(),
      // 8 hex digits, each a Crockford digit too (as the migration's backfill makes them).
      code: hexOf(crypto.getRandomValues(new Uint8Array(4))).toUpperCase(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A session of a class (an hour, scheduled unless told). */
export async function createSession(
  db: Database,
  classId: string,
  startsAt: string | Date,
  overrides: Partial<typeof classSessions.$inferInsert> = {},
) {
  const start = new Date(startsAt);
  const [row] = await db
    .insert(classSessions)
    .values({
      id: crypto.randomUUID(),
      classId,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A student checked in at a session (by a roster tick). */
export async function createCheckIn(
  db: Database,
  session: { id: string; classId: string },
  email: string,
  recordedBy = 'test',
) {
  await db.insert(checkIns).values({
    id: crypto.randomUUID(),
    sessionId: session.id,
    classId: session.classId,
    email,
    method: 'roster',
    recordedBy,
    takenAt: new Date().toISOString(),
  });
}
