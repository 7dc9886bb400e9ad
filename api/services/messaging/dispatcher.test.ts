// The dispatcher over a real libSQL file and a controlled clock, sending to the stand-in push
// service (api/test/push-service-stand-in.ts), which checks the VAPID signature and decrypts
// every push with the device's keys.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationText } from '#shared/notifications/notification-text.ts';
import type { PushSubscriptionInput } from '#shared/schemas/notifications.ts';
import { createDb, type DatabaseHandle } from '../../db/client.ts';
import { notificationSettings, outboundMessages, pushSubscriptions } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { createUser, type UserRow } from '../../test/factories.ts';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../../test/push-service-stand-in.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { TEST_PUSH_SERVICE_HOSTS, testEnv } from '../../test/test-env.ts';
import { notify, type Notice } from '../notifications/notify.ts';
import { dispatchDueMessages, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './dispatcher.ts';
import { messagingDeps } from './messaging.ts';
import { saveSubscription } from './push-subscriptions.ts';
import { generateVapidKeys, vapidKeysOf } from './vapid.ts';

const env = testEnv();
let testDb: TestDb;
let pushService: PushServiceStandIn;
let clock: Date;
const now = () => clock;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  testDb = await createTestDb();
  pushService = await startPushServiceStandIn((await vapidKeysOf(env)).publicKey);
});
afterAll(async () => {
  await pushService.close();
  await testDb.cleanup();
});
beforeEach(() => {
  clock = new Date('2031-03-03T09:00:00.000Z');
});
afterEach(async () => {
  // Each test starts with nothing due; every push the stand-in got passed its checks.
  await testDb.db.delete(outboundMessages);
  pushService.received.length = 0;
  expect(pushService.problems).toEqual([]);
});

const dispatcher = (db = testDb.db, owner?: string) => ({
  ...messagingDeps({ db, env, now, fetch: pushService.fetch }),
  owner,
});
const dispatch = (db = testDb.db, owner?: string) => dispatchDueMessages(dispatcher(db, owner));

const refund: Notice = {
  kind: 'refund',
  params: { amount: 49.99, classNames: 'Morning Swim' },
  path: '/dashboard/studentpayments',
};

async function personWithDevices(...locales: ('en' | 'bn')[]) {
  const person = await createUser(testDb.db);
  const devices: PushSubscriptionInput[] = [];
  for (const locale of locales) {
    const device = await pushService.subscribe(locale);
    await saveSubscription(testDb.db, person.id, device, clock, TEST_PUSH_SERVICE_HOSTS);
    devices.push(device);
  }
  return { person, devices };
}

const tell = (person: UserRow, notice: Notice = refund) =>
  writeTransaction(testDb.db, (tx) => notify(tx, { userId: person.id }, notice, clock));

const rowsOf = (person: UserRow) =>
  testDb.db.select().from(outboundMessages).where(eq(outboundMessages.userId, person.id));

describe('sending what notify() queued', () => {
  it('delivers a push each device decrypts, in its own language', async () => {
    const { person, devices } = await personWithDevices('en', 'bn');
    const notificationId = await tell(person);

    const report = await dispatch();

    expect(report.done).toEqual({ sent: 1 });
    const byDevice = new Map(pushService.received.map((push) => [push.endpoint, push.payload]));
    for (const device of devices) {
      const said = notificationText('refund', refund.params, { locale: device.locale });
      expect(byDevice.get(device.endpoint)).toEqual({
        ...said,
        path: '/dashboard/studentpayments',
        tag: notificationId,
        notificationId,
      });
    }
    expect(byDevice.get(devices[1]!.endpoint)?.title).not.toBe(
      byDevice.get(devices[0]!.endpoint)?.title,
    );
    const [row] = await rowsOf(person);
    expect(row).toMatchObject({ outcome: 'sent', attempts: 1, leaseOwner: null });
    expect(row?.sentAt).toBe(clock.toISOString());
    // Sent is done: the next run sends nothing again.
    await dispatch();
    expect(pushService.received).toHaveLength(2);
  });

  it('queues nothing for a kind the person turned off, and says no one was there without a device', async () => {
    const { person } = await personWithDevices('en');
    await testDb.db.insert(notificationSettings).values({ userId: person.id, pushKinds: [] });
    await tell(person);
    expect(await rowsOf(person)).toEqual([]);

    const deviceless = await createUser(testDb.db);
    await tell(deviceless);
    await dispatch();
    expect((await rowsOf(deviceless))[0]).toMatchObject({ outcome: 'no_recipient' });
    expect(pushService.received).toEqual([]);
  });

  it.each([404, 410])(
    'forgets a device its push service answers %i for, and still reaches the others',
    async (status) => {
      const { person, devices } = await personWithDevices('en', 'en');
      pushService.respondWith(devices[0]!.endpoint, { status });
      await tell(person);

      await dispatch();

      const left = await testDb.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, person.id));
      expect(left).toEqual([{ endpoint: devices[1]!.endpoint }]);
      expect((await rowsOf(person))[0]).toMatchObject({ outcome: 'sent' });
    },
  );

  it('with its only device gone, the message had no one to reach', async () => {
    const { person, devices } = await personWithDevices('en');
    pushService.respondWith(devices[0]!.endpoint, { status: 410 });
    await tell(person);
    await dispatch();
    expect((await rowsOf(person))[0]).toMatchObject({ outcome: 'no_recipient' });
  });

  it('tries again later after 429 (as long as the service asked) and 500, then sends', async () => {
    const { person, devices } = await personWithDevices('en');
    pushService.respondWith(
      devices[0]!.endpoint,
      { status: 429, retryAfter: '600' },
      { status: 500 },
    );
    await tell(person);

    expect((await dispatch()).retried).toBe(1);
    const [first] = await rowsOf(person);
    expect(first).toMatchObject({ attempts: 1, sentAt: null, leaseOwner: null });
    expect(first?.dueAt).toBe(new Date(clock.getTime() + 600_000).toISOString());
    later(599_000);
    await dispatch();
    expect(pushService.received).toHaveLength(1);

    later(1_000);
    expect((await dispatch()).retried).toBe(1);
    const [second] = await rowsOf(person);
    expect(second?.dueAt).toBe(new Date(clock.getTime() + retryDelayMs(2)).toISOString());
    later(retryDelayMs(2));
    expect((await dispatch()).done).toEqual({ sent: 1 });
    expect(pushService.received.map((push) => push.status)).toEqual([429, 500, 201]);
    expect((await rowsOf(person))[0]).toMatchObject({ outcome: 'sent', attempts: 3 });
  });

  it(`gives up after ${MAX_ATTEMPTS} tries`, async () => {
    const { person, devices } = await personWithDevices('en');
    const failures = Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 503 }));
    pushService.respondWith(devices[0]!.endpoint, ...failures);
    await tell(person);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await dispatch();
      later(retryDelayMs(attempt));
    }
    expect((await rowsOf(person))[0]).toMatchObject({ outcome: 'failed', attempts: MAX_ATTEMPTS });
    await dispatch();
    expect(pushService.received).toHaveLength(MAX_ATTEMPTS);
  });
});

describe('the stand-in push service checks what a real one would', () => {
  it('refuses a push signed with another VAPID key, and the message is not retried', async () => {
    const { person } = await personWithDevices('en');
    await tell(person);
    const other = await generateVapidKeys();
    const otherEnv = testEnv({
      VAPID_PUBLIC_KEY: other.publicKey,
      VAPID_PRIVATE_KEY: other.privateKey,
    });

    await dispatchDueMessages(
      messagingDeps({ db: testDb.db, env: otherEnv, now, fetch: pushService.fetch }),
    );

    expect(pushService.problems).toEqual(['k is not the deployment’s VAPID public key']);
    pushService.problems.length = 0;
    expect((await rowsOf(person))[0]).toMatchObject({ outcome: 'failed', attempts: 1 });
  });

  it('cannot read a push encrypted to other keys than the device’s', async () => {
    const { person, devices } = await personWithDevices('en');
    const stranger = await pushService.subscribe('en');
    // The row keeps the device's endpoint but holds another device's keys.
    await testDb.db
      .update(pushSubscriptions)
      .set({ p256dh: stranger.keys.p256dh, auth: stranger.keys.auth })
      .where(eq(pushSubscriptions.endpoint, devices[0]!.endpoint));
    await tell(person);

    await dispatch();

    expect(pushService.received).toEqual([]);
    expect(pushService.problems).toHaveLength(1);
    expect(pushService.problems[0]).toMatch(/decrypt|operation/i);
    pushService.problems.length = 0;
  });
});

describe('leases', () => {
  let second: DatabaseHandle;
  beforeAll(() => {
    // Another process's connection to the same database file.
    second = createDb({ url: testDb.url });
  });
  afterAll(() => second.client.close());

  it('two dispatchers running at once send each message once', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => personWithDevices('en')));
    for (const { person } of people) await tell(person);

    const reports = await Promise.all([
      dispatch(testDb.db, 'process-a'),
      dispatch(second.db, 'process-b'),
    ]);

    const endpoints = pushService.received.map((push) => push.endpoint);
    expect(endpoints).toHaveLength(30);
    expect(new Set(endpoints).size).toBe(30);
    expect((reports[0].done.sent ?? 0) + (reports[1].done.sent ?? 0)).toBe(30);
  });

  it('takes over a message whose sender crashed, once its lease has run out', async () => {
    const { person } = await personWithDevices('en');
    await tell(person);
    // A sender claimed it and died before marking it.
    await testDb.db
      .update(outboundMessages)
      .set({
        leaseOwner: 'crashed',
        leaseUntil: new Date(clock.getTime() + LEASE_MS).toISOString(),
      })
      .where(eq(outboundMessages.userId, person.id));

    await dispatch(second.db);
    expect(pushService.received).toEqual([]);

    later(LEASE_MS);
    await dispatch(second.db);
    expect(pushService.received).toHaveLength(1);
    expect((await rowsOf(person))[0]).toMatchObject({ outcome: 'sent', leaseOwner: null });
  });

  it('a sender whose lease ran out and was taken over changes nothing when it finishes', async () => {
    const { person, devices } = await personWithDevices('en');
    await tell(person);
    pushService.respondWith(devices[0]!.endpoint, { status: 500 });
    // While the slow sender waits on the push service, its lease runs out and another takes it.
    const slowFetch: typeof fetch = async (input, init) => {
      await second.db
        .update(outboundMessages)
        .set({ leaseOwner: 'new-owner' })
        .where(eq(outboundMessages.userId, person.id));
      return pushService.fetch(input, init);
    };
    const slow = { ...messagingDeps({ db: testDb.db, env, now, fetch: slowFetch }), owner: 'slow' };

    expect((await dispatchDueMessages(slow)).retried).toBe(1);

    // Its "try again later" did not touch the row the new owner holds.
    expect((await rowsOf(person))[0]).toMatchObject({
      leaseOwner: 'new-owner',
      attempts: 0,
      dueAt: clock.toISOString(),
    });
  });

  it('a restart loses nothing: a new dispatcher over the same file sends what was due', async () => {
    const { person } = await personWithDevices('bn');
    await tell(person);
    const restarted = createDb({ url: testDb.url });
    try {
      later(60_000);
      expect((await dispatch(restarted.db)).done).toEqual({ sent: 1 });
    } finally {
      restarted.client.close();
    }
    expect(pushService.received).toHaveLength(1);
  });
});
