// Over HTTP against the real Node server: the bell's routes answer the token's own person and no
// one else. Another's notification ids mark nothing, huge id arrays and bodies are refused before
// any work, replays change nothing more, and a page of another origin cannot read a list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_KINDS } from '#shared/notifications/kinds.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { notifications } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { notify } from '../../services/notifications/notify.ts';
import { createUser, type UserRow } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

const ALLOWED = 'https://academy.example';
const OTHER = 'https://evil.example';
let server: RealServer;
let alice: UserRow;
let bob: UserRow;
let aliceIds: string[];

/** Tells the person `count` refunds (their words carry the person's e-mail); their ids. */
async function tell(person: UserRow, count: number): Promise<string[]> {
  return writeTransaction(server.db, async (tx) => {
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const notice = { kind: 'refund' as const, params: { amount: n, classNames: person.email } };
      ids.push((await notify(tx, { userId: person.id }, { ...notice, path: '/x' }, new Date()))!);
    }
    return ids;
  });
}

beforeAll(async () => {
  // Behind one proxy: X-Forwarded-For is read (for the rate limit) and still says nothing of who.
  server = await startRealServer({ env: { CORS_ORIGINS: ALLOWED, TRUSTED_PROXY: '1' } });
  alice = await createUser(server.db);
  bob = await createUser(server.db);
  aliceIds = await tell(alice, 3);
  await tell(bob, 1);
});
afterAll(() => server.close());

const as = async (person: UserRow, headers: Record<string, string> = {}) => ({
  Authorization: `Bearer ${await server.tokenFor(person.email)}`,
  ...headers,
});
const post = async (person: UserRow, body: string, headers: Record<string, string> = {}) =>
  server.request('POST', '/api/notifications/read', {
    headers: await as(person, { 'Content-Type': 'application/json', ...headers }),
    body,
  });
const unreadOf = async (person: UserRow) =>
  (await server.db.select().from(notifications).where(eq(notifications.userId, person.id))).filter(
    (row) => row.readAt === null,
  ).length;

describe('the bell over HTTP', () => {
  it('asks a visitor to sign in, in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/notification-settings'],
      ['PUT', '/api/notification-settings'],
    ] as const) {
      const response = await server.request(method, path, {
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{"all":true}',
      });
      expect(response.status).toBe(401);
      expect(response.json()).toMatchObject({ error: { reason: 'sign_in_required' } });
    }
  });

  it("answers the token's person, whatever the query or headers name", async () => {
    const forged = await server.request(
      'GET',
      `/api/notifications?userId=${alice.id}&email=${encodeURIComponent(alice.email)}`,
      { headers: await as(bob, { 'X-Forwarded-For': '10.0.0.1', 'X-User-Id': alice.id }) },
    );
    expect(forged.status).toBe(200);
    expect(forged.headers['cache-control']).toBe('private, no-store');
    const list = forged.json() as NotificationList;
    expect(list.unread).toBe(1);
    expect(forged.text()).not.toContain(alice.email);
  });

  it("marks nothing with another's ids, and the owner's replay changes nothing more", async () => {
    const others = await post(bob, JSON.stringify({ ids: aliceIds }));
    expect(others.status).toBe(200);
    expect(others.json()).toEqual({ modifiedCount: 0, unread: 1 });
    expect(await unreadOf(alice)).toBe(3);

    const body = JSON.stringify({ ids: aliceIds.slice(0, 2) });
    const [first, replay] = await Promise.all([post(alice, body), post(alice, body)]);
    const counts = [first, replay].map(
      (response) => (response.json() as { modifiedCount: number }).modifiedCount,
    );
    expect(counts.sort()).toEqual([0, 2]);
    expect(await unreadOf(alice)).toBe(1);
    expect((await post(alice, body)).json()).toEqual({ modifiedCount: 0, unread: 1 });
  });

  it('refuses huge id arrays (400) and bodies over the limit (413) without marking anything', async () => {
    const tooMany = await post(bob, JSON.stringify({ ids: Array.from({ length: 51 }, () => 'x') }));
    expect(tooMany.status).toBe(400);
    const huge = await post(
      bob,
      JSON.stringify({ ids: Array.from({ length: 20_000 }, () => 'abcd') }),
    );
    expect(huge.status).toBe(413);
    expect(huge.json()).toMatchObject({ error: { reason: 'body_too_large' } });
    expect(await unreadOf(bob)).toBe(1);
  });

  it('keeps settings per person; a replayed PUT leaves the same row', async () => {
    const put = async (person: UserRow) =>
      server.request('PUT', '/api/notification-settings', {
        headers: await as(person, { 'Content-Type': 'application/json' }),
        body: JSON.stringify({ pushKinds: ['refund'] }),
      });
    expect((await put(alice)).json()).toEqual({ pushKinds: ['refund'] });
    expect((await put(alice)).json()).toEqual({ pushKinds: ['refund'] });
    const bobs = await server.request('GET', '/api/notification-settings', {
      headers: await as(bob),
    });
    expect(bobs.json()).toEqual({ pushKinds: [...PUSH_KINDS] });
  });
});

describe('from another origin', () => {
  it('a list read with an Origin of the academy carries CORS; from any other, none', async () => {
    const allowed = await server.request('GET', '/api/notifications', {
      headers: await as(bob, { Origin: ALLOWED }),
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);

    for (const path of ['/api/notifications', '/api/notification-settings']) {
      const other = await server.request('GET', path, {
        headers: await as(bob, { Origin: OTHER }),
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(other.headers.vary)).toContain('Origin');
    }
  });

  it('a preflight of marking read from another origin is not allowed', async () => {
    const response = await server.request('OPTIONS', '/api/notifications/read', {
      headers: {
        Origin: OTHER,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, authorization',
      },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(await unreadOf(bob)).toBe(1);
  });
});
