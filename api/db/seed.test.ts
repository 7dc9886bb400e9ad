import { existsSync } from 'node:fs';
import { currencyOf } from '#shared/classes/venues.ts';
import { eligibility } from '#shared/classes/eligibility.ts';
import { isLevel } from '#shared/classes/levels.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DatabaseHandle } from './client.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import {
  DEMO_CLASSES,
  DEMO_FAMILY,
  DEMO_FAMILY_CLASSES,
  DEMO_IDS,
  DEMO_INSTRUCTORS,
  DEMO_WAITLIST,
} from './demo-data.ts';
import { familyFor } from '../services/families/families.ts';
import { migrateDb } from './migrate.ts';
import {
  classes,
  classPasses,
  enrollments,
  instructors,
  users,
  waitlistEntries,
} from './schema.ts';
import { forgetStaleIdentityLinks, seedDemoData } from './seed.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

let dir: string;
let handle: DatabaseHandle;

async function counts() {
  const { db } = handle;
  const [c] = await db.select({ n: count() }).from(classes);
  const [i] = await db.select({ n: count() }).from(instructors);
  const [u] = await db.select({ n: count() }).from(users);
  return { classes: c?.n, instructors: i?.n, users: u?.n };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-seed-'));
  handle = createDb({ url: `file:${join(dir, 'seed.db')}` });
  await migrateDb(handle.db);
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('seeds the first time and changes nothing the second time', async () => {
    expect(await seedDemoData(handle.db, { adminEmails: ['Boss@Academy.test'] })).toEqual({
      seeded: true,
    });
    const first = await counts();
    expect(first.classes).toBe(DEMO_CLASSES.length);
    expect(first.instructors).toBe(DEMO_INSTRUCTORS.length);

    expect(await seedDemoData(handle.db, { adminEmails: ['other@academy.test'] })).toEqual({
      seeded: false,
    });
    expect(await counts()).toEqual(first);
  });

  it('puts students in line for the full class, so a fresh start shows a waitlist', async () => {
    const line = await handle.db
      .select({ email: waitlistEntries.email, status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.classId, DEMO_IDS.fullClass))
      .orderBy(waitlistEntries.lineNo);
    expect(line).toEqual(
      DEMO_WAITLIST.map((student) => ({ email: student.email, status: 'waiting' })),
    );
    const [full] = await handle.db.select().from(classes).where(eq(classes.id, DEMO_IDS.fullClass));
    expect(full).toMatchObject({ seats: 0, status: 'approved' });
  });

  it("stores prices in minor units of each branch's currency and keeps the fixed ids", async () => {
    const [row] = await handle.db
      .select()
      .from(classes)
      .where(eq(classes.id, DEMO_IDS.footballClass));
    // Football Fundamentals meets in Dhaka: BDT 3,500.
    expect(row).toMatchObject({
      priceCents: 350_000,
      currency: 'bdt',
      instructorEmail: 'coach@academy.test',
    });
    const rows = await handle.db.select().from(classes);
    expect(rows.every((item) => Number.isInteger(item.priceCents))).toBe(true);
    expect(rows.every((item) => item.currency === currencyOf(item.venue))).toBe(true);
    expect(new Set(rows.map((item) => item.currency))).toEqual(new Set(['bdt', 'myr', 'sar']));
  });

  it('has approved, pending and Denied classes, a full one, and feedback on the Denied ones', async () => {
    const rows = await handle.db.select().from(classes);
    const statuses = rows.map((row) => row.status);
    expect(statuses.filter((s) => s === 'approved').length).toBeGreaterThanOrEqual(12);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(3);
    const denied = rows.filter((row) => row.status === 'Denied');
    expect(denied).toHaveLength(2);
    expect(denied.every((row) => (row.feedback ?? '').length > 0)).toBe(true);
    const full = rows.find((row) => row.id === DEMO_IDS.fullClass);
    expect(full).toMatchObject({ seats: 0, status: 'approved' });
    expect(rows.find((row) => row.id === DEMO_IDS.pendingClass)?.status).toBe('pending');
    expect(rows.find((row) => row.id === DEMO_IDS.deniedClass)?.status).toBe('Denied');
  });

  it('names an existing instructor on every class', async () => {
    const emails = new Map(DEMO_INSTRUCTORS.map((i) => [i.email, i.name]));
    for (const demo of DEMO_CLASSES) expect(emails.get(demo.Iemail)).toBe(demo.IName);
  });

  it('points every class photo and instructor image at a file in public/', () => {
    const paths = [
      ...DEMO_CLASSES.map((demo) => demo.photo),
      ...DEMO_INSTRUCTORS.map((instructor) => instructor.image),
      ...DEMO_ACCOUNTS.map((account) => account.photoURL),
    ];
    const missing = paths.filter((path) => !existsSync(join(PUBLIC_DIR, path)));
    expect(missing).toEqual([]);
  });

  it('gives the demo accounts, the instructors and ADMIN_EMAILS their roles', async () => {
    const all = await handle.db.select().from(users);
    const roleOf = (email: string) => all.find((user) => user.email === email)?.role;
    for (const account of DEMO_ACCOUNTS) expect(roleOf(account.email)).toBe(account.role);
    expect(all.filter((user) => user.email === 'coach@academy.test')).toHaveLength(1);
    for (const instructor of DEMO_INSTRUCTORS) expect(roleOf(instructor.email)).toBe('instructor');
    expect(roleOf('boss@academy.test')).toBe('admin');
    expect(roleOf('other@academy.test')).toBeUndefined();
  });

  it('links no record to a Firebase uid, and unlinks one it gives a role', async () => {
    // Registered before the seed, as anyone can register an e-mail nobody has registered yet.
    const early = createDb({ url: `file:${join(dir, 'early.db')}` });
    try {
      await migrateDb(early.db);
      await early.db.insert(users).values([
        { id: 'early-1', name: 'Early', email: 'coach@academy.test', firebaseUid: 'uid-early' },
        { id: 'early-2', name: 'Sam', email: 'student@academy.test', firebaseUid: 'uid-sam' },
      ]);
      await seedDemoData(early.db, { adminEmails: ['boss@academy.test'] });
      const all = await early.db.select().from(users);
      const uidOf = (email: string) => all.find((user) => user.email === email)?.firebaseUid;
      expect(uidOf('coach@academy.test')).toBeNull();
      expect(uidOf('student@academy.test')).toBe('uid-sam');
      expect(uidOf('admin@academy.test')).toBeNull();
      expect(uidOf('boss@academy.test')).toBeNull();
    } finally {
      early.client.close();
    }
  });

  it('unlinks a record from the uid of an account the Auth emulator has made anew, only that', async () => {
    await handle.db.insert(users).values([
      { id: 'stale-1', name: 'Sam', email: 'sam.stale@academy.test', firebaseUid: 'uid-before' },
      { id: 'stale-2', name: 'Ana', email: 'ana.same@academy.test', firebaseUid: 'uid-ana' },
      { id: 'stale-3', name: 'Other', email: 'other.stale@academy.test', firebaseUid: 'uid-o' },
    ]);
    const unlinked = await forgetStaleIdentityLinks(
      handle.db,
      new Map([
        ['sam.stale@academy.test', 'uid-after'],
        ['ana.same@academy.test', 'uid-ana'],
      ]),
    );
    const uidOf = async (id: string) =>
      (await handle.db.select().from(users).where(eq(users.id, id)))[0]?.firebaseUid;
    expect(unlinked).toBe(1);
    expect(await uidOf('stale-1')).toBeNull();
    expect(await uidOf('stale-2')).toBe('uid-ana');
    expect(await uidOf('stale-3')).toBe('uid-o');
  });
});

describe('the demo family', () => {
  it('gives the demo student a family with two children of different ages', async () => {
    await seedDemoData(handle.db);
    const student = DEMO_ACCOUNTS.find((account) => !account.role)!;
    const [row] = await handle.db.select().from(users).where(eq(users.email, student.email));
    const family = await familyFor(
      handle.db,
      { userId: row!.id, name: row!.name, email: row!.email },
      new Date('2026-11-30T00:00:00Z'),
    );
    expect(family.members.map((member) => [member.kind, member.name])).toEqual([
      ['self', student.name],
      ...DEMO_FAMILY.children.map((child) => ['child', child.name]),
    ]);
    const [older, younger] = [...DEMO_FAMILY.children].sort((a, b) =>
      a.dateOfBirth.localeCompare(b.dateOfBirth),
    );
    expect(older!.dateOfBirth.slice(0, 4)).not.toBe(younger!.dateOfBirth.slice(0, 4));
  });

  it('enrolls the children in different classes they may take, paid at once, a pass each', async () => {
    await seedDemoData(handle.db);
    const student = DEMO_ACCOUNTS.find((account) => !account.role)!;
    const rows = await handle.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.email, student.email));
    expect(rows.map((row) => [row.participantId, row.classId]).sort()).toEqual(
      DEMO_FAMILY_CLASSES.map((taken) => [taken.participantId, taken.classId]).sort(),
    );
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(1);
    // Each enrollment keeps its own class's instructor and photo.
    for (const row of rows) {
      const [cls] = await handle.db.select().from(classes).where(eq(classes.id, row.classId));
      expect([row.instructorName, row.photo]).toEqual([cls!.instructorName, cls!.photo]);
    }
    const passes = await handle.db
      .select()
      .from(classPasses)
      .where(eq(classPasses.email, student.email));
    expect(passes.map((pass) => pass.participantId).sort()).toEqual(
      DEMO_FAMILY.children.map((child) => child.id).sort(),
    );
    // Each may take their class: its level is theirs (no class here sets ages).
    for (const taken of DEMO_FAMILY_CLASSES) {
      const child = DEMO_FAMILY.children.find((member) => member.id === taken.participantId)!;
      const [cls] = await handle.db.select().from(classes).where(eq(classes.id, taken.classId));
      expect(
        eligibility(
          { dateOfBirth: child.dateOfBirth, level: child.level },
          {
            minAge: cls!.minAge,
            maxAge: cls!.maxAge,
            level: isLevel(cls!.level) ? cls!.level : null,
          },
          '2026-12-01',
        ),
      ).toEqual({ eligible: true });
    }
  });
});
