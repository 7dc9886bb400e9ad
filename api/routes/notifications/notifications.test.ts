// GET /api/notifications, POST /api/notifications/read, GET and PUT /api/notification-settings
// over the real database: the caller's own notifications only, newest first, marked read once,
// each person's kept to the newest 200; the kinds that come as a push, every one by default.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_KINDS } from '#shared/notifications/kinds.ts';
import { NOTIFICATIONS_LISTED, type NotificationList } from '#shared/schemas/notifications.ts';
import { notifications, outboundMessages } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { NOTIFICATIONS_KEPT } from '../../services/notifications/notification-list.ts';
import { notify } from '../../services/notifications/notify.ts';
import { createUser, type UserRow } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const START = Date.parse('2030-03-01T08:00:00.000Z');
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: () => new Date(START) });
});
afterAll(() => api.cleanup());

/** Tells the person `count` refunds, a second apart (amount 1, 2, …), oldest first; their ids. */
async function tell(person: UserRow, count: number) {
  const ids: string[] = [];
  await writeTransaction(api.db, async (tx) => {
    for (let n = 1; n <= count; n += 1) {
      const notice = { kind: 'refund' as const, params: { amount: n }, path: '/dashboard/x' };
      const id = await notify(tx, { userId: person.id }, notice, new Date(START + n * 1000));
      ids.push(id!);
    }
  });
  return ids;
}

const listOf = async (person: UserRow) => {
  const response = await api.call('GET', '/api/notifications', { as: person.email });
  expect(response.status).toBe(200);
  return (await json(response)) as NotificationList;
};

const markRead = (person: UserRow, body: unknown) =>
  api.call('POST', '/api/notifications/read', { as: person.email, body });

describe('GET /api/notifications', () => {
  it("lists the caller's own, newest first, with the unread count; private, never stored", async () => {
    const ann = await createUser(api.db);
    const ben = await createUser(api.db);
    const [first, second] = await tell(ann, 2);
    await tell(ben, 1);
    const response = await api.call('GET', '/api/notifications', { as: ann.email });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await json(response)).toEqual({
      notifications: [
        {
          id: second,
          kind: 'refund',
          params: { amount: 2 },
          path: '/dashboard/x',
          readAt: null,
          createdAt: new Date(START + 2000).toISOString(),
        },
        expect.objectContaining({ id: first, params: { amount: 1 } }),
      ],
      unread: 2,
    });
  });

  it(`lists the newest ${NOTIFICATIONS_LISTED} and counts every unread one`, async () => {
    const cat = await createUser(api.db);
    await tell(cat, NOTIFICATIONS_LISTED + 5);
    const list = await listOf(cat);
    expect(list.notifications).toHaveLength(NOTIFICATIONS_LISTED);
    expect(list.notifications[0]!.params).toEqual({ amount: NOTIFICATIONS_LISTED + 5 });
    expect(list.unread).toBe(NOTIFICATIONS_LISTED + 5);
  });

  it(`keeps each person's newest ${NOTIFICATIONS_KEPT}, deleting older ones as new ones come`, async () => {
    const dan = await createUser(api.db);
    const eve = await createUser(api.db);
    await tell(eve, 3);
    const ids = await tell(dan, NOTIFICATIONS_KEPT + 5);
    const kept = await api.db.select().from(notifications).where(eq(notifications.userId, dan.id));
    expect(kept).toHaveLength(NOTIFICATIONS_KEPT);
    expect(new Set(kept.map((row) => row.id))).toEqual(new Set(ids.slice(5)));
    // Their pushes went with them; another person's notifications were not touched.
    const pushes = await api.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.userId, dan.id));
    expect(pushes).toHaveLength(NOTIFICATIONS_KEPT);
    expect((await listOf(eve)).unread).toBe(3);
  });

  it('is empty for someone signed in whose account is not recorded yet', async () => {
    const response = await api.call('GET', '/api/notifications', { as: 'not-yet@academy.test' });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ notifications: [], unread: 0 });
  });
});

describe('POST /api/notifications/read', () => {
  it("marks the caller's own by id, ignores another's and unknown ids, and is idempotent", async () => {
    const fay = await createUser(api.db);
    const gus = await createUser(api.db);
    const [one, two, three] = await tell(fay, 3);
    const [gusOwn] = await tell(gus, 1);

    const first = await markRead(fay, { ids: [one, two, gusOwn, 'no-such-id'] });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ modifiedCount: 2, unread: 1 });
    const again = await markRead(fay, { ids: [one, two] });
    expect(await json(again)).toEqual({ modifiedCount: 0, unread: 1 });

    const list = await listOf(fay);
    const readAt = (id: string) => list.notifications.find((row) => row.id === id)!.readAt;
    expect(readAt(one!)).toBe(new Date(START).toISOString());
    expect(readAt(three!)).toBeNull();
    // Gus's notification is as it was.
    expect((await listOf(gus)).notifications[0]).toMatchObject({ id: gusOwn, readAt: null });
  });

  it("marks all of the caller's, and no one else's", async () => {
    const hal = await createUser(api.db);
    const ivy = await createUser(api.db);
    await tell(hal, 4);
    await tell(ivy, 2);
    expect(await json(await markRead(hal, { all: true }))).toEqual({ modifiedCount: 4, unread: 0 });
    expect(await json(await markRead(hal, { all: true }))).toEqual({ modifiedCount: 0, unread: 0 });
    const unreadOfIvy = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ivy.id), isNull(notifications.readAt)));
    expect(unreadOfIvy).toHaveLength(2);
  });

  it.each([
    ['no ids', { ids: [] }],
    [
      `more than ${NOTIFICATIONS_LISTED} ids`,
      { ids: Array.from({ length: 51 }, (_, n) => `id-${n}`) },
    ],
    ['an id too long', { ids: ['x'.repeat(65)] }],
    ['all: false', { all: false }],
    ['neither', {}],
    ['ids that are not text', { ids: [1, 2] }],
  ])('refuses %s with a 400', async (_label, body) => {
    const jay = await createUser(api.db);
    const [id] = await tell(jay, 1);
    const response = await markRead(jay, body);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { code: 'bad_request' } });
    expect((await listOf(jay)).notifications[0]).toMatchObject({ id, readAt: null });
  });
});

describe('GET and PUT /api/notification-settings', () => {
  const settingsOf = async (person: UserRow) =>
    json(await api.call('GET', '/api/notification-settings', { as: person.email }));
  const save = (email: string, body: unknown) =>
    api.call('PUT', '/api/notification-settings', { as: email, body });

  it('is every kind until the person chooses; the choice is saved once each, in kind order', async () => {
    const kim = await createUser(api.db);
    expect(await settingsOf(kim)).toEqual({ pushKinds: [...PUSH_KINDS] });
    const saved = await save(kim.email, {
      pushKinds: ['session_reminder', 'refund', 'refund', 'class_approved'],
    });
    expect(saved.status).toBe(200);
    const chosen = { pushKinds: ['class_approved', 'refund', 'session_reminder'] };
    expect(await json(saved)).toEqual(chosen);
    expect(await settingsOf(kim)).toEqual(chosen);
    // The same again (a retry), then none at all.
    expect(await json(await save(kim.email, chosen))).toEqual(chosen);
    expect(await json(await save(kim.email, { pushKinds: [] }))).toEqual({ pushKinds: [] });
    expect(await settingsOf(kim)).toEqual({ pushKinds: [] });
  });

  it('decides whether a notice also queues a push; the bell gets it either way', async () => {
    const lea = await createUser(api.db);
    await save(lea.email, { pushKinds: ['payment_receipt'] });
    await tell(lea, 1);
    expect((await listOf(lea)).unread).toBe(1);
    const pushes = await api.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.userId, lea.id));
    expect(pushes).toEqual([]);
  });

  it("changes only the caller's own settings", async () => {
    const max = await createUser(api.db);
    const ned = await createUser(api.db);
    await save(max.email, { pushKinds: [] });
    expect(await settingsOf(ned)).toEqual({ pushKinds: [...PUSH_KINDS] });
  });

  it('asks someone not recorded yet to finish signing up (409), and refuses unknown kinds', async () => {
    const early = await save('early@academy.test', { pushKinds: [] });
    expect(early.status).toBe(409);
    expect(await json(early)).toMatchObject({
      error: { reason: 'notification_settings_need_account' },
    });
    const oz = await createUser(api.db);
    for (const body of [{ pushKinds: ['spam'] }, { pushKinds: 'refund' }, {}]) {
      expect((await save(oz.email, body)).status).toBe(400);
    }
    expect(await settingsOf(oz)).toEqual({ pushKinds: [...PUSH_KINDS] });
  });
});
