// Reminders 24 hours and 1 hour before each session a student is enrolled in, with a controlled
// clock, over a real libSQL file, sent to the stand-in push service (which decrypts them).
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationText } from '#shared/notifications/notification-text.ts';
import {
  classSessions,
  enrollments,
  notificationSettings,
  outboundMessages,
} from '../../db/schema.ts';
import {
  createClass,
  createEnrollment,
  createSession,
  createUser,
  type ClassRow,
  type UserRow,
} from '../../test/factories.ts';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../../test/push-service-stand-in.ts';
import { createDb } from '../../db/client.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { TEST_PUSH_SERVICE_HOSTS, testEnv } from '../../test/test-env.ts';
import { dispatchDueMessages, retryDelayMs } from './dispatcher.ts';
import { messagingDeps } from './messaging.ts';
import { saveSubscription } from './push-subscriptions.ts';
import { vapidKeysOf } from './vapid.ts';

const HOUR = 3_600_000;
const env = testEnv();
let testDb: TestDb;
let pushService: PushServiceStandIn;
let clock: Date;
const now = () => clock;
const at = (instant: number) => (clock = new Date(instant));
const dispatch = () =>
  dispatchDueMessages(messagingDeps({ db: testDb.db, env, now, fetch: pushService.fetch }));

beforeAll(async () => {
  testDb = await createTestDb();
  pushService = await startPushServiceStandIn((await vapidKeysOf(env)).publicKey);
});
afterAll(async () => {
  await pushService.close();
  await testDb.cleanup();
});
afterEach(async () => {
  // No session of one test is left to be reminded of in the next.
  await testDb.db.delete(classSessions);
  await testDb.db.delete(outboundMessages);
  pushService.received.length = 0;
  expect(pushService.problems).toEqual([]);
});

let cls: ClassRow;
let student: UserRow;
let endpoint: string;
/** The session's start: a Tuesday 10:00 in Kuala Lumpur. */
const START = Date.parse('2031-05-06T02:00:00.000Z');

beforeEach(async () => {
  cls = await createClass(testDb.db, { name: 'Dawn Swim', venue: 'kuala-lumpur' });
  student = await createUser(testDb.db);
  await createEnrollment(testDb.db, student.email, cls);
  const device = await pushService.subscribe('bn');
  endpoint = device.endpoint;
  await saveSubscription(
    testDb.db,
    student.id,
    device,
    new Date(START - 48 * HOUR),
    TEST_PUSH_SERVICE_HOSTS,
  );
});

describe('session reminders', () => {
  it('reminds 24 hours and 1 hour before, each once, in the device’s language', async () => {
    const session = await createSession(testDb.db, cls.id, new Date(START));
    // An onlooker: not enrolled, never reminded.
    await saveSubscription(
      testDb.db,
      (await createUser(testDb.db)).id,
      await pushService.subscribe('en'),
      new Date(START - 48 * HOUR),
      TEST_PUSH_SERVICE_HOSTS,
    );

    for (const hoursBefore of [30, 24.5]) {
      at(START - hoursBefore * HOUR);
      await dispatch();
    }
    expect(pushService.received).toEqual([]);

    for (const hoursBefore of [24, 23.99, 12, 2]) {
      at(START - hoursBefore * HOUR);
      await dispatch();
    }
    expect(pushService.received).toHaveLength(1);

    for (const hoursBefore of [1, 0.5, 0.01]) {
      at(START - hoursBefore * HOUR);
      await dispatch();
    }
    at(START + HOUR);
    await dispatch();

    const params = { className: 'Dawn Swim', startsAt: session.startsAt, venue: 'kuala-lumpur' };
    const said = notificationText('session_reminder', params, { locale: 'bn' });
    expect(pushService.received.map((push) => push.payload)).toEqual([
      expect.objectContaining({ ...said, path: '/dashboard/timetable', notificationId: null }),
      expect.objectContaining({ ...said, path: '/dashboard/timetable', notificationId: null }),
    ]);
    expect(pushService.received.every((push) => push.endpoint === endpoint)).toBe(true);
    // The push service keeps a reminder no longer than until its session starts.
    expect(pushService.received[1]!.ttl).toBe(3600);
  });

  it('drops a reminder whose session moved, and reminds of the new time instead', async () => {
    const session = await createSession(testDb.db, cls.id, new Date(START));
    pushService.respondWith(endpoint, { status: 500 });
    at(START - 24 * HOUR);
    expect((await dispatch()).retried).toBe(1);

    const moved = new Date(START + 48 * HOUR);
    await testDb.db
      .update(classSessions)
      .set({
        startsAt: moved.toISOString(),
        endsAt: new Date(moved.getTime() + HOUR).toISOString(),
        movedFrom: session.startsAt,
      })
      .where(eq(classSessions.id, session.id));
    at(clock.getTime() + retryDelayMs(1));
    expect((await dispatch()).done).toEqual({ dropped: 1 });

    at(moved.getTime() - 24 * HOUR);
    await dispatch();
    expect(pushService.received.map((push) => push.status)).toEqual([500, 201]);
    expect(pushService.received[1]!.payload.body).toBe(
      notificationText(
        'session_reminder',
        { className: 'Dawn Swim', startsAt: moved.toISOString(), venue: 'kuala-lumpur' },
        { locale: 'bn' },
      ).body,
    );
  });

  it('drops a queued reminder once the session is cancelled or the student is no longer enrolled', async () => {
    const cancelled = await createSession(testDb.db, cls.id, new Date(START));
    const other = await createClass(testDb.db, { venue: 'kuala-lumpur' });
    await createEnrollment(testDb.db, student.email, other);
    await createSession(testDb.db, other.id, new Date(START));
    pushService.respondWith(endpoint, { status: 503 }, { status: 503 });
    at(START - 24 * HOUR);
    expect((await dispatch()).retried).toBe(2);

    await testDb.db
      .update(classSessions)
      .set({ status: 'cancelled' })
      .where(eq(classSessions.id, cancelled.id));
    await testDb.db
      .delete(enrollments)
      .where(and(eq(enrollments.email, student.email), eq(enrollments.classId, other.id)));
    at(clock.getTime() + retryDelayMs(1));
    expect((await dispatch()).done).toEqual({ dropped: 2 });
  });

  it('two processes finding the same reminder at once write and send it once', async () => {
    await createSession(testDb.db, cls.id, new Date(START));
    const other = createDb({ url: testDb.url });
    try {
      at(START - HOUR);
      await Promise.all([
        dispatch(),
        dispatchDueMessages(messagingDeps({ db: other.db, env, now, fetch: pushService.fetch })),
      ]);
    } finally {
      other.client.close();
    }
    expect(pushService.received).toHaveLength(1);
    expect(await testDb.db.select().from(outboundMessages)).toHaveLength(1);
  });

  it('sends none to a student who does not want reminders as a push', async () => {
    await createSession(testDb.db, cls.id, new Date(START));
    await testDb.db
      .insert(notificationSettings)
      .values({ userId: student.id, pushKinds: ['refund'] });
    at(START - HOUR);
    expect((await dispatch()).queued).toBe(0);
    expect(pushService.received).toEqual([]);
  });
});
