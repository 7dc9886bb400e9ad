// A world for the screens' own specs (e2e/screens.spec.ts, e2e/layout-switch.spec.ts), written
// straight into the e2e stack's database: an instructor and a student (accounts in the Auth
// emulator, users rows); the instructor's approved class, its photo missing, meeting now, later
// today and in the weeks to come, with the student enrolled (one student) holding a pass; a
// pending class of the instructor; and an approved class named by one long word. Also the
// catalogues' words, so a spec can say what a page says in either language.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createDb } from '../api/db/client.ts';
import { classes, classSessions, enrollments, payments, users } from '../api/db/schema.ts';
import { writeTransaction } from '../api/db/write-transaction.ts';
import { issuePass } from '../api/services/check-in/passes.ts';
import { sessionDateOf } from '../pwa/features/timetable/lib/timetable-weeks.ts';
import { searchTextOf } from '../shared/classes/search-text.ts';
import { createEmulatorAccount } from '../scripts/lib/emulator-accounts.ts';
import { databaseUrl, type Person } from './check-in-fixtures.ts';
import { signInOnce, TEST_PASSWORD } from './fixtures.ts';

export type Language = 'en' | 'bn';
export const LANGUAGES: readonly Language[] = ['en', 'bn'];

const CATALOGUES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../shared/i18n/messages/${language}.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>,
  ]),
) as Record<Language, Record<string, unknown>>;

/** A plain message of the catalogue, its {placeholders} filled. */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string> = {},
): string {
  const text = CATALOGUES[language][key];
  if (typeof text !== 'string') throw new Error(`${key} is not a plain message in ${language}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

/** Digits as the page writes them in the language: Bengali ones in Bangla. */
export function digitsIn(language: Language, text: string): string {
  if (language === 'en') return text;
  return text.replace(/[0-9]/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Signs in (through the real /login in English, the first time in a worker), then makes the
 * reader's choice `language` for every page the test opens.
 */
export async function signInAs(page: Page, person: Person, language: Language): Promise<void> {
  await signInOnce(page, person.email, person.password);
  await page.addInitScript((choice) => localStorage.setItem('locale', choice), language);
}

export type ScreensWorld = Awaited<ReturnType<typeof seedScreensWorld>>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function account(emulatorHost: string, person: Person, role: 'instructor' | null) {
  const created = await createEmulatorAccount(emulatorHost, {
    email: person.email,
    password: person.password,
    displayName: person.name,
    emailVerified: true,
  });
  if (!created) throw new Error(`${person.email} exists in the Auth emulator already.`);
  return {
    id: crypto.randomUUID(),
    name: person.name,
    email: person.email,
    firebaseUid: created.localId,
    role,
  };
}

export async function seedScreensWorld(emulatorHost: string, stamp: string) {
  const instructor: Person = {
    name: `Coach Karim ${stamp}`,
    email: `screens-coach-${stamp}@academy.test`,
    password: TEST_PASSWORD,
  };
  const student: Person = {
    name: `Student Mitu ${stamp}`,
    email: `screens-student-${stamp}@academy.test`,
    password: TEST_PASSWORD,
  };
  const className = `Screens Football ${stamp}`;
  const pendingName = `Screens Pending ${stamp}`;
  const longName = `Classname${'abcdefghijklmnopqrstuvwxyz'.repeat(2)}${stamp}`;
  const ids = {
    class: crypto.randomUUID(),
    pending: crypto.randomUUID(),
    long: crypto.randomUUID(),
    payment: crypto.randomUUID(),
    sessionNow: crypto.randomUUID(),
  };
  const now = Date.now();
  // Open at the door now (begun 10 minutes ago), later today, and a week and two weeks on.
  const sessions = [
    { id: ids.sessionNow, startsAt: now - 10 * MINUTE, minutes: 60 },
    { id: crypto.randomUUID(), startsAt: now + 7 * DAY + 90 * MINUTE, minutes: 30 },
    { id: crypto.randomUUID(), startsAt: now + 14 * DAY + 90 * MINUTE, minutes: 30 },
  ].map((session) => ({
    id: session.id,
    classId: ids.class,
    startsAt: new Date(session.startsAt).toISOString(),
    endsAt: new Date(session.startsAt + session.minutes * MINUTE).toISOString(),
  }));
  const first = sessions[0]!.startsAt;
  const last = sessions.at(-1)!.startsAt;
  const rows = [
    await account(emulatorHost, instructor, 'instructor'),
    await account(emulatorHost, student, null),
  ];
  const base = {
    instructorName: instructor.name,
    instructorEmail: instructor.email,
    priceCents: 3_000,
    currency: 'bdt',
    seats: 10,
    sport: 'football',
    level: 'beginner',
    venue: 'dhaka',
    // Older than the demo catalogue: the catalogue lists the newest first, and other tests find
    // demo classes on its first page; these are found by their names.
    createdAt: '2001-01-01T00:00:00.000Z',
  };
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    await writeTransaction(db, async (tx) => {
      await tx.insert(users).values(rows);
      await tx.insert(classes).values([
        {
          ...base,
          id: ids.class,
          name: className,
          // What the catalogue's search reads (a class write through the API keeps it).
          searchText: searchTextOf([className, instructor.name]),
          // A photo that is not there: the screens show their stand-in.
          photo: `/images/classes/missing-${stamp}.webp`,
          enrolled: 1,
          status: 'approved',
          firstSessionAt: first,
          lastSessionAt: last,
          sessionCount: sessions.length,
        },
        {
          ...base,
          id: ids.pending,
          name: pendingName,
          photo: '/images/classes/football.webp',
          status: 'pending',
        },
        {
          ...base,
          id: ids.long,
          name: longName,
          searchText: searchTextOf([longName, instructor.name]),
          photo: '/images/classes/football.webp',
          status: 'approved',
        },
      ]);
      await tx.insert(classSessions).values(sessions);
      await tx.insert(payments).values({
        id: ids.payment,
        email: student.email,
        transactionId: `pi_screens_${stamp}`,
        amountCents: 3_000,
        currency: 'bdt',
        quantity: 1,
        status: 'succeeded',
        itemNames: [className],
        classIds: [ids.class],
        selectionIds: [],
      });
      await tx.insert(enrollments).values({
        id: crypto.randomUUID(),
        paymentId: ids.payment,
        classId: ids.class,
        email: student.email,
        className,
        instructorName: instructor.name,
        photo: `/images/classes/missing-${stamp}.webp`,
        priceCents: 3_000,
        currency: 'bdt',
      });
      await issuePass(tx, ids.class, student.email);
    });
  } finally {
    client.close();
  }
  // The day of the session under way as the timetable reckons it (its venue's): the page shows the
  // week holding it.
  const sessionNowDate = sessionDateOf({ startsAt: first, venue: base.venue });
  return { instructor, student, className, pendingName, longName, ids, sessionNowDate };
}
