// Who sees a child (decision 049), as one table: every route of a family's members and every
// answer that can name a child, called by the child's guardian, the second guardian of the same
// family, a guardian of another family, the instructor of the child's class, another instructor
// and an admin. A cell says the status and whether the answer names the child; where it must
// not, none of the child's details (name, date of birth, medical notes, emergency contact) is
// anywhere in the body, and neither is anything of the other family's child.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pass } from '#shared/schemas/check-in.ts';
import type { FamilyMember } from '#shared/schemas/family.ts';
import type { Payment } from '#shared/schemas/payment.ts';
import { createClass, createSession, createUser, type UserRow } from '../../test/factories.ts';
import { addChildOf, joinFamilyOf } from '../../test/family-test-helpers.ts';
import {
  confirmCard,
  createClock,
  finalize,
  startedPayment,
} from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

// An hour before the class's first session, in Dhaka: the session is open at the door after the
// clock moves on, below.
const clock = createClock(new Date('2026-08-31T23:00:00.000Z'));
const FIRST_SESSION = '2026-09-01T00:00:00.000Z';
const SECOND_SESSION = '2026-09-08T00:00:00.000Z';
const CHILD = {
  name: 'Ayaan Rahman',
  dateOfBirth: '2016-09-01',
  medicalNotes: 'Asthma: an inhaler is in the blue bag.',
  contactPhone: '+880 1819-424242',
};
const OTHER_CHILD = 'Zara Haque';

const PEOPLE = [
  'guardian',
  'secondGuardian',
  'otherFamily',
  'childInstructor',
  'otherInstructor',
  'admin',
] as const;
type Person = (typeof PEOPLE)[number];
/**
 * A status, and `named` when the answer names the child (and not their medical notes), `named
 * with notes` when it carries those too. 0: the call is not made (a row that would end the run).
 */
type Cell = [status: number, named?: 'named' | 'named with notes'];

let api: TestApi;
const people = {} as Record<Person, UserRow>;
let ayaan: FamilyMember;
let classId: string;
/** A full class of the child's instructor, with the child in its line. */
let fullClassId: string;
let firstSessionId: string;
let paymentId: string;
let passToken: string;
const feedOf = {} as Partial<Record<Person, string>>;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
  people.guardian = await createUser(api.db, { name: 'Nusrat Rahman', phone: '+880 1711-000111' });
  people.secondGuardian = await createUser(api.db, { name: 'Karim Rahman' });
  people.otherFamily = await createUser(api.db, { name: 'Farzana Haque' });
  people.childInstructor = await createUser(api.db, { role: 'instructor' });
  people.otherInstructor = await createUser(api.db, { role: 'instructor' });
  people.admin = await createUser(api.db, { role: 'admin' });

  ayaan = await addChildOf(api, people.guardian, CHILD.name, CHILD.dateOfBirth);
  const withNotes = await api.call('PATCH', `/api/family/members/${ayaan.id}`, {
    as: people.guardian.email,
    body: { medicalNotes: CHILD.medicalNotes, emergencyContactPhone: CHILD.contactPhone },
  });
  expect(withNotes.status).toBe(200);
  await joinFamilyOf(api, people.guardian, people.secondGuardian);
  const zara = await addChildOf(api, people.otherFamily, OTHER_CHILD, '2015-02-02');

  // Ayaan's class; the other family's child takes a class of the other instructor.
  const classOf = async (instructor: UserRow) => {
    const cls = await createClass(api.db, {
      instructorEmail: instructor.email,
      venue: 'dhaka',
      currency: 'bdt',
      priceCents: 150_000,
      firstSessionAt: FIRST_SESSION,
    });
    const first = await createSession(api.db, cls.id, FIRST_SESSION);
    const second = await createSession(api.db, cls.id, SECOND_SESSION);
    return { cls, first, second };
  };
  const own = await classOf(people.childInstructor);
  const other = await classOf(people.otherInstructor);
  classId = own.cls.id;
  firstSessionId = own.first.id;

  const pay = async (payer: UserRow, selectedClassId: string, participantId: string) => {
    const selected = await api.call('POST', '/api/select', {
      as: payer.email,
      body: { _id: crypto.randomUUID(), selectedClassId, participantId },
    });
    expect(selected.status).toBe(201);
    const intent = await startedPayment(api, payer.email);
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
    expect((await finalize(api, payer.email, intent.intentId)).status).toBe(201);
  };
  await pay(people.guardian, own.cls.id, ayaan.id);
  await pay(people.otherFamily, other.cls.id, zara.id);

  fullClassId = (
    await createClass(api.db, { instructorEmail: people.childInstructor.email, seats: 0 })
  ).id;
  const inLine = await api.call('POST', '/api/waitlist', {
    as: people.guardian.email,
    body: { id: crypto.randomUUID(), classId: fullClassId, participantId: ayaan.id },
  });
  expect(inLine.status).toBe(201);

  const payments = (await json(
    await api.call('GET', '/api/payments', { as: people.guardian.email }),
  )) as Payment[];
  paymentId = payments[0]!._id;
  const passes = (await json(
    await api.call('GET', '/api/passes', { as: people.guardian.email }),
  )) as Pass[];
  passToken = passes[0]!.token;

  // A session change is told to every guardian, named; the feeds are each guardian's own.
  const cancelled = await api.call(
    'POST',
    `/api/class/${classId}/sessions/${own.second.id}/cancel`,
    { as: people.childInstructor.email, body: { reason: 'Heat' } },
  );
  expect(cancelled.status).toBe(200);
  for (const person of ['guardian', 'secondGuardian', 'otherFamily'] as const) {
    const made = await api.call('POST', '/api/calendar-feed', { as: people[person].email });
    expect(made.status).toBe(200);
    feedOf[person] = new URL(((await json(made)) as { url: string }).url).pathname;
  }
  clock.advanceMinutes(55);
});
afterAll(() => api.cleanup());

const guardiansOnly = (named: Cell[1] = 'named'): Record<Person, Cell> => ({
  guardian: [200, named],
  secondGuardian: [200, named],
  otherFamily: [200],
  childInstructor: [403],
  otherInstructor: [403],
  admin: [403],
});

interface Row {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  cells: Record<Person, Cell>;
}

const ROWS: Row[] = [
  {
    name: 'the family',
    method: 'GET',
    path: () => '/api/family',
    cells: guardiansOnly('named with notes'),
  },
  {
    name: "the family's data",
    method: 'GET',
    path: () => '/api/family/export',
    cells: guardiansOnly('named with notes'),
  },
  {
    name: 'a change to the child',
    method: 'PATCH',
    path: () => `/api/family/members/${ayaan.id}`,
    body: () => ({ schoolYear: 'Class 4' }),
    cells: { ...guardiansOnly('named with notes'), otherFamily: [404] },
  },
  {
    name: 'removing the child',
    method: 'DELETE',
    path: () => `/api/family/members/${ayaan.id}`,
    // The guardians' own cells are left out: the last row of the run removes the child.
    cells: { ...guardiansOnly(), guardian: [0], secondGuardian: [0], otherFamily: [404] },
  },
  { name: 'the passes', method: 'GET', path: () => '/api/passes', cells: guardiansOnly() },
  { name: 'the timetable', method: 'GET', path: () => '/api/timetable', cells: guardiansOnly() },
  {
    name: 'the enrolled classes',
    method: 'GET',
    path: () => '/api/paid',
    cells: {
      ...guardiansOnly(),
      childInstructor: [200],
      otherInstructor: [200],
      admin: [200],
    },
  },
  {
    name: 'the waitlist places',
    method: 'GET',
    path: () => '/api/waitlist',
    cells: guardiansOnly(),
  },
  {
    name: "a class's waitlist",
    method: 'GET',
    path: () => `/api/class/${fullClassId}/waitlist`,
    cells: {
      guardian: [403],
      secondGuardian: [403],
      otherFamily: [403],
      childInstructor: [200, 'named'],
      otherInstructor: [403],
      admin: [200, 'named'],
    },
  },
  {
    name: 'the notifications (the cancelled session)',
    method: 'GET',
    path: () => '/api/notifications',
    cells: { ...guardiansOnly(), childInstructor: [200], otherInstructor: [200], admin: [200] },
  },
  {
    name: 'the receipt (the payer and admins)',
    method: 'GET',
    path: () => `/api/payments/${paymentId}/receipt`,
    cells: {
      guardian: [200, 'named'],
      secondGuardian: [403],
      otherFamily: [403],
      childInstructor: [403],
      otherInstructor: [403],
      admin: [200, 'named'],
    },
  },
  {
    name: "the class's roster",
    method: 'GET',
    path: () => `/api/class/${classId}/roster`,
    cells: {
      guardian: [403],
      secondGuardian: [403],
      otherFamily: [403],
      childInstructor: [200, 'named with notes'],
      otherInstructor: [403],
      admin: [200, 'named with notes'],
    },
  },
  {
    name: 'the door scanning the pass',
    method: 'POST',
    path: () => '/api/check-ins',
    body: () => ({
      id: crypto.randomUUID(),
      sessionId: firstSessionId,
      takenAt: clock.now().toISOString(),
      proof: { method: 'scan', token: passToken },
    }),
    cells: {
      guardian: [403],
      secondGuardian: [403],
      otherFamily: [403],
      childInstructor: [201, 'named with notes'],
      otherInstructor: [403],
      admin: [200, 'named with notes'],
    },
  },
  {
    name: 'finding families',
    method: 'GET',
    path: () => '/api/families?q=Rahman',
    cells: {
      guardian: [403],
      secondGuardian: [403],
      otherFamily: [403],
      childInstructor: [403],
      otherInstructor: [403],
      admin: [200, 'named with notes'],
    },
  },
];

const SECRETS = [CHILD.name, CHILD.dateOfBirth, CHILD.medicalNotes, CHILD.contactPhone];

function expectCell(text: string, [, named]: Cell, caller: Person) {
  if (named) expect(text).toContain(CHILD.name);
  else for (const secret of SECRETS) expect(text).not.toContain(secret);
  if (named === 'named with notes') expect(text).toContain(CHILD.medicalNotes);
  else expect(text).not.toContain(CHILD.medicalNotes);
  // The other family's child: theirs alone (and admins' when they look for them, not here).
  if (caller !== 'otherFamily') expect(text).not.toContain(OTHER_CHILD);
}

describe.each(ROWS)('$method $name', (row) => {
  it.each(PEOPLE.filter((person) => row.cells[person][0] !== 0))('as %s', async (person) => {
    const cell = row.cells[person];
    const response = await api.call(row.method, row.path(), {
      as: people[person].email,
      body: row.body?.(),
    });
    const text = await response.text();
    expect(response.status, text).toBe(cell[0]);
    expectCell(text, cell, person);
  });
});

describe("the calendar feeds (each guardian's own address)", () => {
  it.each([
    ['guardian', true],
    ['secondGuardian', true],
    ['otherFamily', false],
  ] as const)("%s's feed names the child: %s", async (person, named) => {
    const response = await api.call('GET', feedOf[person]!);
    expect(response.status).toBe(200);
    const text = await response.text();
    if (named) expect(text).toContain(CHILD.name);
    else expect(text).not.toContain(CHILD.name);
    for (const secret of [CHILD.dateOfBirth, CHILD.medicalNotes, CHILD.contactPhone])
      expect(text).not.toContain(secret);
  });
});

describe('the second guardian removes the child', () => {
  it('and nobody is answered with their details after', async () => {
    const removed = await api.call('DELETE', `/api/family/members/${ayaan.id}`, {
      as: people.secondGuardian.email,
    });
    expect(removed.status).toBe(200);
    for (const person of PEOPLE) {
      for (const path of ['/api/family', '/api/family/export', '/api/notifications']) {
        const text = await (await api.call('GET', path, { as: people[person].email })).text();
        for (const secret of [CHILD.name, CHILD.medicalNotes, CHILD.contactPhone])
          expect(text, `${path} as ${person}`).not.toContain(secret);
      }
    }
  });
});
