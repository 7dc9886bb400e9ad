// The check-in journey's world, written straight into the e2e stack's database
// (E2E_DATABASE_URL): an instructor and a student (accounts in the Auth emulator, users rows), a
// class of the instructor meeting now, the student enrolled with a pass; and a video of the
// pass's QR code for Chromium's fake camera (YUV4MPEG2: a short text header and raw I420 frames).
import { writeFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { qrMatrix } from '../pwa/features/enrollments/lib/pass-qr.ts';
import { createDb } from '../api/db/client.ts';
import { classes, classSessions, enrollments, payments, users } from '../api/db/schema.ts';
import { writeTransaction, type Tx } from '../api/db/write-transaction.ts';
import { issuePass, refundPasses } from '../api/services/check-in/passes.ts';
import { createEmulatorAccount } from '../scripts/lib/emulator-accounts.ts';
import { TEST_PASSWORD } from './fixtures.ts';

export type Person = { name: string; email: string; password: string };

export function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error('E2E_DATABASE_URL is not set: run the specs through playwright.config.ts.');
  return url;
}

async function account(emulatorHost: string, person: Person, role: 'instructor' | null) {
  const created = await createEmulatorAccount(emulatorHost, {
    email: person.email,
    password: person.password,
    displayName: person.name,
    emailVerified: true,
  });
  if (!created) throw new Error(`${person.email} exists in the Auth emulator already.`);
  const firebaseUid = created.localId;
  return { id: crypto.randomUUID(), name: person.name, email: person.email, firebaseUid, role };
}

const DAY_MS = 24 * 60 * 60_000;
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;

/**
 * Writes, in `tx`, a class of `instructor` whose one session began 10 minutes ago and lasts an
 * hour, with each student paid, enrolled and holding a pass: the door an instructor checks in at.
 */
export async function insertDoorClass(
  tx: Tx,
  door: {
    instructor: Person;
    students: readonly Person[];
    name: string;
    /** Makes the payments' transaction ids unique. */
    stamp: string;
    /** When the class was made (the catalogue lists the newest first). */
    createdAt?: string;
    /** Children enrolled too, each on their guardian's account (decision 049). */
    children?: ReadonlyArray<{ id: string; guardian: Person }>;
  },
): Promise<{ classId: string; sessionId: string }> {
  const { instructor, students, name, stamp, children = [] } = door;
  const classId = crypto.randomUUID();
  const sessionId = crypto.randomUUID();
  // Begun 10 minutes ago, but never on the day before in Dhaka (UTC+6 all year, the venue's zone):
  // My Classes offers Check in for a session of today, which between 18:00 and 18:10 UTC a start
  // 10 minutes back would not be.
  const now = Date.now();
  const startOfDhakaDay = Math.floor((now + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS;
  const startsAt = new Date(Math.max(now - 10 * 60_000, startOfDhakaDay)).toISOString();
  const endsAt = new Date(now + 60 * 60_000).toISOString();
  await tx.insert(classes).values({
    id: classId,
    name,
    photo: '/images/classes/football.webp',
    instructorName: instructor.name,
    instructorEmail: instructor.email,
    priceCents: 4_000,
    currency: 'bdt',
    seats: students.length + children.length + 10,
    enrolled: students.length + children.length,
    status: 'approved',
    venue: 'dhaka',
    ...(door.createdAt ? { createdAt: door.createdAt } : {}),
    firstSessionAt: startsAt,
    lastSessionAt: startsAt,
    sessionCount: 1,
  });
  await tx.insert(classSessions).values({ id: sessionId, classId, startsAt, endsAt });
  const takers = [
    ...students.map((student) => ({ email: student.email, participantId: null })),
    ...children.map((child) => ({ email: child.guardian.email, participantId: child.id })),
  ];
  for (const { email, participantId } of takers) {
    const paymentId = crypto.randomUUID();
    await tx.insert(payments).values({
      id: paymentId,
      email,
      transactionId: `pi_door_${stamp}_${paymentId.slice(0, 8)}`,
      amountCents: 4_000,
      currency: 'bdt',
      quantity: 1,
      status: 'succeeded',
      itemNames: [name],
      classIds: [classId],
      selectionIds: [],
    });
    await tx.insert(enrollments).values({
      id: crypto.randomUUID(),
      paymentId,
      classId,
      email,
      className: name,
      instructorName: instructor.name,
      photo: '/images/classes/football.webp',
      priceCents: 4_000,
      currency: 'bdt',
      participantId,
    });
    await issuePass(tx, classId, email, participantId);
  }
  return { classId, sessionId };
}

/** A class meeting from 10 minutes ago for an hour, its instructor, and an enrolled student. */
export async function seedCheckInWorld(emulatorHost: string, stamp: string) {
  const instructor: Person = {
    name: 'Coach Rahim',
    email: `coach-${stamp}@academy.test`,
    password: TEST_PASSWORD,
  };
  const student: Person = {
    name: 'Nusrat Jahan',
    email: `nusrat-${stamp}@academy.test`,
    password: TEST_PASSWORD,
  };
  const className = `Morning Football ${stamp}`;
  const rows = [
    await account(emulatorHost, instructor, 'instructor'),
    await account(emulatorHost, student, null),
  ];
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    const { classId, sessionId } = await writeTransaction(db, async (tx) => {
      await tx.insert(users).values(rows);
      return insertDoorClass(tx, { instructor, students: [student], name: className, stamp });
    });
    return { instructor, student, className, classId, sessionId };
  } finally {
    client.close();
  }
}

/** The check-ins the server counts at a session. */
export async function checkInsAt(sessionId: string): Promise<number> {
  const { client } = createDb({ url: databaseUrl() });
  try {
    const result = await client.execute({
      sql: 'select count(*) as n from check_ins where session_id = ?',
      args: [sessionId],
    });
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    client.close();
  }
}

/** The student's pass (token and short code), as the student's phone gets it. */
export async function passOf(classId: string, email: string) {
  const { client } = createDb({ url: databaseUrl() });
  try {
    const result = await client.execute({
      sql: 'select token, code from class_passes where class_id = ? and email = ?',
      args: [classId, email],
    });
    const row = result.rows[0];
    return { token: String(row?.token), code: String(row?.code) };
  } finally {
    client.close();
  }
}

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A few seconds of video showing `text` as a QR code, black on white in the middle of the frame,
 * as Chromium's --use-file-for-fake-video-capture reads it (and plays in a loop).
 */
export async function writeQrVideo(file: string, text: string): Promise<void> {
  const matrix = qrMatrix(text);
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / matrix.length);
  const side = matrix.length * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  // Luma: video white (235) everywhere, video black (16) on the code's dark modules.
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < side; y += 1) {
    const row = matrix[Math.floor(y / scale)]!;
    for (let x = 0; x < side; x += 1) {
      if (row[Math.floor(x / scale)]) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  // Chroma: grey (128) in both quarter-size planes.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: 20 }, () => frame)]));
}

/** An admin's refund of the student's enrollment, as admin-refund.ts writes it (pass included). */
export async function refundInDatabase(classId: string, email: string): Promise<void> {
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    await writeTransaction(db, async (tx) => {
      await tx
        .delete(enrollments)
        .where(and(eq(enrollments.classId, classId), eq(enrollments.email, email)));
      await refundPasses(tx, email, [classId]);
    });
  } finally {
    client.close();
  }
}
