// Steps of the waitlist journey through the HTTP API, and what the database says, for its tests.
import { and, asc, eq } from 'drizzle-orm';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { classes, notifications, users, waitlistEntries } from '../db/schema.ts';
import { sweepPayments } from '../services/payments/payment-sweep.ts';
import type { PaymentDeps } from '../services/payments/provider.ts';
import { createClass, createUser } from './factories.ts';
import { createClock, paymentDepsOf } from './payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from './test-api.ts';

export const join = (api: TestApi, email: string, classId: string, id = crypto.randomUUID()) =>
  api.call('POST', '/api/waitlist', { as: email, body: { id, classId } });

/** Joins and answers the entry; throws unless the response is 201. */
export async function joined(api: TestApi, email: string, classId: string) {
  const response = await join(api, email, classId);
  if (response.status !== 201) throw new Error(`join ${response.status}: ${await response.text()}`);
  return (await json(response)) as WaitlistEntry;
}

export const leave = (api: TestApi, email: string, id: string) =>
  api.call('DELETE', `/api/waitlist/${id}`, { as: email });

/** The class's entries in line order, as the database has them. */
export const lineOf = (api: Pick<TestApi, 'db'>, classId: string) =>
  api.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.classId, classId))
    .orderBy(asc(waitlistEntries.lineNo));

/** E-mails of the students with an entry of this status in the class's line, in line order. */
export async function withStatus(api: TestApi, classId: string, status: string) {
  return (await lineOf(api, classId))
    .filter((entry) => entry.status === status)
    .map((entry) => entry.email);
}

/** Kinds of the notifications the person with this e-mail has. */
export async function noticesOf(api: TestApi, email: string): Promise<string[]> {
  const rows = await api.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(users.email, email)));
  return rows.map((row) => row.kind);
}

/** Offers last 15 minutes in these tests: longer than a checkout hold (10), so both can run out. */
export const OFFER_HOURS = 0.25;

/**
 * A test API on a controlled clock, with an admin and the steps the offer tests take: students,
 * a full class with a line, seats set behind the API's back, and the whole payment sweep.
 */
export async function createWaitlistScene() {
  const clock = createClock();
  const api = await createTestApi({
    now: clock.now,
    env: { WAITLIST_OFFER_HOURS: String(OFFER_HOURS) },
  });
  const admin = (await createUser(api.db, { role: 'admin' })).email;
  const deps: PaymentDeps = { ...paymentDepsOf(api, clock.now), waitlistOfferHours: OFFER_HOURS };
  const students = (n: number) =>
    Promise.all(Array.from({ length: n }, async () => (await createUser(api.db)).email));
  return {
    api,
    clock,
    admin,
    students,
    /** The whole payment sweep, as the timer and the cron run it (the waitlists its last step). */
    sweepLines: () => sweepPayments(deps),
    /** A seat freed (or taken) without an event: the sweep has not looked yet. */
    setSeats: (classId: string, seats: number) =>
      api.db.update(classes).set({ seats }).where(eq(classes.id, classId)),
    seatsLeft: async (classId: string) =>
      (await api.db.select().from(classes).where(eq(classes.id, classId)))[0]!.seats,
    /** A full class and these students in its line, in this order. */
    async lineFor(emails: string[], overrides: Parameters<typeof createClass>[1] = {}) {
      const cls = await createClass(api.db, { seats: 0, priceCents: 2500, ...overrides });
      for (const email of emails) await joined(api, email, cls.id);
      return cls;
    },
  };
}
