// The chaos run's world, made before its pages open and read again for its verdict: people (in the
// Auth emulator and the users table), classes made through the admin's API as an admin would, a
// class of the run's instructor meeting now with every student enrolled and holding a pass, and a
// few unread notifications per student; and a parent whose child (added through the family API as
// the parent would) is enrolled at the door too. The verdict reads the e2e stack's database straight
// (E2E_DATABASE_URL): it never asks the app, whose screens are what is being checked.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createDb } from '../../api/db/client.ts';
import {
  checkIns,
  classes,
  notifications,
  selections,
  users,
  waitlistEntries,
} from '../../api/db/schema.ts';
import { writeTransaction } from '../../api/db/write-transaction.ts';
import type { ServerState } from '../../scripts/chaos/verdict.ts';
import { createEmulatorAccount } from '../../scripts/lib/emulator-accounts.ts';
import { databaseUrl, insertDoorClass } from '../check-in-fixtures.ts';
import { TEST_PASSWORD } from '../fixtures.ts';
import { apiTokenOf, callApi, raiseSeats } from '../waitlist-fixtures.ts';

export type Person = { name: string; email: string; password: string };
export type ChaosClass = { id: string; name: string };
/** A child of a family: their participant id, and their name as the screens say it. */
export type Child = { id: string; name: string };
/** Someone the door's roster lists: by e-mail for an account's own member, by id for a child. */
export type DoorPlace = { name: string; id: string; child?: true };

export interface ChaosWorld {
  students: Person[];
  instructor: Person;
  /** Approved, with seats to spare: selected and deleted. */
  openClasses: ChaosClass[];
  /** Approved with no seat: joined and left on their waitlists. */
  fullClasses: ChaosClass[];
  /** The instructor's class meeting now, every student enrolled: checked in and undone. */
  door: ChaosClass & { sessionId: string };
  /** A student whose family has a child: both act, the parent for each (decision 049). */
  family: { parent: Person; child: Child };
  /** Everyone on the door's roster: the students, the parent, and the child. */
  doorPlaces: DoorPlace[];
}

export interface WorldSize {
  students: number;
  openClasses: number;
  fullClasses: number;
  notificationsEach: number;
}

/** A class as the admin makes it (POST, then approved), so the catalogue's sync sees it. */
async function makeClass(
  baseURL: string,
  adminToken: string,
  instructor: Person,
  name: string,
  seats: number,
): Promise<ChaosClass> {
  const { insertedId } = await callApi(baseURL, adminToken, 'POST', 'class', {
    Name: name,
    photo: `${baseURL}/images/classes/rowing.svg`,
    IName: instructor.name,
    Iemail: instructor.email,
    price: 25,
    sets: seats,
  });
  const id = String(insertedId);
  // Dated long ago before it is approved (which the catalogue's cache and sync see): it comes
  // last in the newest-first catalogue, and the specs that share the stack find the demo's
  // classes on its first page as before.
  await backdate(id);
  await callApi(baseURL, adminToken, 'PATCH', `class/${id}`, { status: 'approved' });
  return { id, name };
}

/** A date before any class of the demo or of another spec. */
const LONG_AGO = '2020-01-01T00:00:00.000Z';

async function backdate(classId: string): Promise<void> {
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    await writeTransaction(db, (tx) =>
      tx.update(classes).set({ createdAt: LONG_AGO }).where(eq(classes.id, classId)),
    );
  } finally {
    client.close();
  }
}

async function emulatorAccount(emulatorHost: string, person: Person) {
  const created = await createEmulatorAccount(emulatorHost, {
    email: person.email,
    password: person.password,
    displayName: person.name,
    emailVerified: true,
  });
  if (!created) throw new Error(`${person.email} exists in the Auth emulator already.`);
  return created.localId;
}

/** Makes the world of one run; `stamp` keeps its names apart from other runs on the stack. */
export async function makeWorld(
  baseURL: string,
  emulatorHost: string,
  stamp: string,
  size: WorldSize,
): Promise<ChaosWorld> {
  const person = (name: string, local: string): Person => ({
    name,
    email: `${local}-${stamp}@academy.test`,
    password: TEST_PASSWORD,
  });
  const instructor = person(`Coach Chaos ${stamp}`, 'chaos-coach');
  const students = Array.from({ length: size.students }, (_, index) =>
    person(`Student ${index + 1} ${stamp}`, `chaos-student-${index + 1}`),
  );
  const parent = person(`Parent ${stamp}`, 'chaos-parent');
  const rows: Array<typeof users.$inferInsert> = [];
  for (const someone of [instructor, ...students, parent]) {
    const firebaseUid = await emulatorAccount(emulatorHost, someone);
    rows.push({
      id: crypto.randomUUID(),
      name: someone.name,
      email: someone.email,
      firebaseUid,
      role: someone === instructor ? ('instructor' as const) : null,
    });
  }
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    await writeTransaction(db, (tx) => tx.insert(users).values(rows));
  } finally {
    client.close();
  }

  const adminToken = await apiTokenOf(baseURL, emulatorHost, 'admin');
  const openClasses: ChaosClass[] = [];
  for (let index = 1; index <= size.openClasses; index += 1)
    openClasses.push(
      await makeClass(baseURL, adminToken, instructor, `Open ${index} ${stamp}`, 1_000),
    );
  const fullClasses: ChaosClass[] = [];
  for (let index = 1; index <= size.fullClasses; index += 1)
    fullClasses.push(await makeClass(baseURL, adminToken, instructor, `Full ${index} ${stamp}`, 0));

  const child = await addChild(baseURL, emulatorHost, parent, `Child ${stamp}`);
  const door = await makeDoor(instructor, [...students, parent], { ...child, parent }, stamp);
  await addNotifications(
    rows.filter((row) => row.role === null).map((row) => row.id),
    size.notificationsEach,
  );
  const doorPlaces = [
    ...[...students, parent].map((someone) => ({ name: someone.name, id: someone.email })),
    { ...child, child: true as const },
  ];
  return {
    students,
    instructor,
    openClasses,
    fullClasses,
    door,
    family: { parent, child },
    doorPlaces,
  };
}

/** The parent adds a child through the family API, with their own token, as the app would. */
async function addChild(
  baseURL: string,
  emulatorHost: string,
  parent: Person,
  name: string,
): Promise<Child> {
  const token = await apiTokenOf(baseURL, emulatorHost, parent);
  const { id } = (await callApi(baseURL, token, 'POST', 'family/members', {
    id: crypto.randomUUID(),
    name,
    dateOfBirth: '2016-05-04',
    emergencyContactName: parent.name,
    emergencyContactPhone: '+880 1711-000000',
    photoConsent: false,
  })) as { id: string };
  return { id, name };
}

/** The instructor's class meeting from 10 minutes ago for an hour, everyone enrolled. */
async function makeDoor(
  instructor: Person,
  students: Person[],
  child: Child & { parent: Person },
  stamp: string,
) {
  const name = `Door ${stamp}`;
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    const { classId, sessionId } = await writeTransaction(db, (tx) =>
      insertDoorClass(tx, {
        instructor,
        students,
        children: [{ id: child.id, guardian: child.parent }],
        name,
        stamp,
        createdAt: LONG_AGO,
      }),
    );
    return { id: classId, name, sessionId };
  } finally {
    client.close();
  }
}

async function addNotifications(userIds: string[], each: number) {
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    await writeTransaction(db, async (tx) => {
      for (const userId of userIds)
        for (let index = 0; index < each; index += 1)
          await tx.insert(notifications).values({
            id: crypto.randomUUID(),
            userId,
            kind: 'class_approved',
            params: { className: `Class ${index + 1}` },
            path: '/classes',
          });
    });
  } finally {
    client.close();
  }
}

/** The e-mails of the accounts that act for themselves (and the parent for the child). */
const accountsOf = (world: ChaosWorld) => [
  ...world.students.map((student) => student.email),
  world.family.parent.email,
];

/** Every waitlist place of the world's students, whatever became of it, oldest first. */
export async function readWaitlistRows(world: ChaosWorld) {
  const emails = accountsOf(world);
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    return await db
      .select({
        id: waitlistEntries.id,
        email: waitlistEntries.email,
        participantId: waitlistEntries.participantId,
        classId: waitlistEntries.classId,
        status: waitlistEntries.status,
        createdAt: waitlistEntries.createdAt,
        endedAt: waitlistEntries.endedAt,
      })
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.email, emails))
      .orderBy(waitlistEntries.createdAt);
  } finally {
    client.close();
  }
}

/**
 * What the server holds, each row by whom it is for: a child by their participant id, an
 * account's own member by the account's e-mail (as the verdict keys what each person did).
 */
export async function readServerState(world: ChaosWorld): Promise<ServerState> {
  const emails = accountsOf(world);
  const whom = (row: { email: string; participantId: string | null }) =>
    row.participantId ?? row.email;
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    const selected = await db
      .select({
        email: selections.email,
        participantId: selections.participantId,
        classId: selections.classId,
      })
      .from(selections)
      .where(inArray(selections.email, emails));
    const places = await db
      .select({
        email: waitlistEntries.email,
        participantId: waitlistEntries.participantId,
        classId: waitlistEntries.classId,
      })
      .from(waitlistEntries)
      .where(
        and(
          inArray(waitlistEntries.email, emails),
          inArray(waitlistEntries.status, ['waiting', 'offered']),
        ),
      );
    const checked = await db
      .select({ email: checkIns.email, participantId: checkIns.participantId })
      .from(checkIns)
      .where(eq(checkIns.sessionId, world.door.sessionId));
    const unreadRows = await db
      .select({ email: users.email, createdAt: notifications.createdAt })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(inArray(users.email, emails), isNull(notifications.readAt)));
    const unread = new Map<string, string[]>();
    for (const row of unreadRows)
      unread.set(row.email, [...(unread.get(row.email) ?? []), row.createdAt]);
    return {
      selections: selected.map((row) => `${whom(row)} ${row.classId}`),
      selectionsOfAccounts: selected.map((row) => `${row.email} ${row.classId}`),
      waitlistPlaces: places.map((row) => `${whom(row)} ${row.classId}`),
      checkedIn: checked.map(whom),
      unread,
    };
  } finally {
    client.close();
  }
}

/**
 * An admin gives a full class one seat more, as another person's refund would free one: the first
 * in its line is offered it, and may decline.
 */
export async function freeASeat(
  baseURL: string,
  emulatorHost: string,
  item: ChaosClass,
  seats: number,
): Promise<void> {
  const adminToken = await apiTokenOf(baseURL, emulatorHost, 'admin');
  const photo = `${baseURL}/images/classes/rowing.svg`;
  await raiseSeats(baseURL, adminToken, { ...item, photo, price: 25 }, seats);
}
