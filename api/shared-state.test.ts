// What the API keeps in memory between requests (decision 010) against a real libSQL file: the
// public class responses per classes change counter, callers' rows, verified tokens. Two createApp
// on one database file stand for two processes (or Worker isolates); a test clock moves time.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createDb, type DatabaseHandle } from './db/client.ts';
import { users } from './db/schema.ts';
import { createClass, createUser } from './test/factories.ts';
import { createTestApi, json, type TestApi } from './test/test-api.ts';

const MAX_AGE_MS = 1_000;
let time = 0;
const clock = () => time;
let api: TestApi;
let other: DatabaseHandle;
let otherApp: ReturnType<typeof createApp>;

beforeEach(async () => {
  time = 1_000_000;
  api = await createTestApi({ sharedStateMaxAgeMs: MAX_AGE_MS, clock });
  // The second "process": its own connection to the same file, its own app and memory.
  other = createDb({ url: api.testDb.url });
  otherApp = createApp({ db: other.db, env: api.env, sharedStateMaxAgeMs: MAX_AGE_MS, clock });
});

afterEach(async () => {
  other.client.close();
  await api.cleanup();
});

const admin = async () => (await createUser(api.db, { role: 'admin' })).email;
const names = async (response: Response) =>
  ((await json(response)) as { Name: string }[]).map((item) => item.Name).sort();
const approve = (app: { request: typeof otherApp.request }, id: string, token: string) =>
  app.request(`/api/class/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'approved' }),
  });

describe('public class answers', () => {
  it("show this process's own class write in the very next answer", async () => {
    await createClass(api.db, { name: 'Rowing' });
    const pending = await createClass(api.db, { name: 'Judo', status: 'pending' });
    expect(await names(await api.call('GET', '/api/class'))).toEqual(['Rowing']);
    expect((await approve(api.app, pending.id, await api.tokenFor(await admin()))).status).toBe(
      200,
    );
    expect(await names(await api.call('GET', '/api/class'))).toEqual(['Judo', 'Rowing']);
  });

  it("show another process's write once the bound has passed, not before", async () => {
    await createClass(api.db, { name: 'Rowing' });
    const pending = await createClass(api.db, { name: 'Judo', status: 'pending' });
    expect(await names(await api.call('GET', '/api/class'))).toEqual(['Rowing']);
    const popularBefore = await json(await api.call('GET', '/api/popularClass'));
    expect((await approve(otherApp, pending.id, await api.tokenFor(await admin()))).status).toBe(
      200,
    );
    // The other process sees its own write at once; this one still responds from memory.
    expect(await names(await otherApp.request('/api/class'))).toEqual(['Judo', 'Rowing']);
    time += MAX_AGE_MS - 1;
    expect(await names(await api.call('GET', '/api/class'))).toEqual(['Rowing']);
    expect(await json(await api.call('GET', '/api/popularClass'))).toEqual(popularBefore);
    time += 1;
    expect(await names(await api.call('GET', '/api/class'))).toEqual(['Judo', 'Rowing']);
    expect(await json(await api.call('GET', '/api/popularClass'))).toHaveLength(2);
  });

  it('take a sync cursor from a process that is ahead instead of refusing it', async () => {
    await createClass(api.db, { name: 'Rowing' });
    const pending = await createClass(api.db, { name: 'Judo', status: 'pending' });
    expect((await api.call('GET', '/api/class?since=0')).status).toBe(200);
    await approve(otherApp, pending.id, await api.tokenFor(await admin()));
    const { cursor } = (await json(await otherApp.request('/api/class?since=0'))) as {
      cursor: string;
    };
    // This process's counter is older than the cursor: it reads the counter again.
    const delta = await api.call('GET', `/api/class?since=${encodeURIComponent(cursor)}`);
    expect(delta.status).toBe(200);
    expect(await json(delta)).toMatchObject({ classes: [], deleted: [], cursor });
  });

  it('answer 304 to a client that holds the current ETag, 200 with a new one after a change', async () => {
    await createClass(api.db, { name: 'Rowing' });
    const first = await api.call('GET', '/api/class');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"[\w+/]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(first.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);

    const again = await api.call('GET', '/api/class', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    // Weak comparison, several tags, and a tag of other bytes.
    const strong = etag!.replace(/^W\//, '');
    const listed = { 'If-None-Match': `"other", ${strong}` };
    expect((await api.call('GET', '/api/class', { headers: listed })).status).toBe(304);
    const stale = { 'If-None-Match': '"other"' };
    expect((await api.call('GET', '/api/class', { headers: stale })).status).toBe(200);

    await createClass(api.db, { name: 'Judo' });
    time += MAX_AGE_MS;
    const changed = await api.call('GET', '/api/class', { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect(await names(changed)).toEqual(['Judo', 'Rowing']);
  });

  it('never answer an admin from the visitors’ cache', async () => {
    await createClass(api.db, { name: 'Rowing' });
    await createClass(api.db, { name: 'Judo', status: 'pending' });
    const visitor = await api.call('GET', '/api/class?status=all');
    expect(await names(visitor)).toEqual(['Rowing']);
    const asAdmin = await api.call('GET', '/api/class?status=all', {
      as: await admin(),
      headers: { 'If-None-Match': visitor.headers.get('ETag')! },
    });
    expect(asAdmin.status).toBe(200);
    expect(await names(asAdmin)).toEqual(['Judo', 'Rowing']);
  });
});

describe('query strings', () => {
  it('answer a remembered query string as parsed, and refuse a bad one every time', async () => {
    for (let index = 0; index < 3; index += 1) await createClass(api.db);
    for (let round = 0; round < 2; round += 1) {
      const page = (await json(await api.call('GET', '/api/class?limit=2'))) as {
        classes: unknown[];
      };
      expect(page.classes).toHaveLength(2);
      expect((await api.call('GET', '/api/class?limit=abc')).status).toBe(400);
      expect(await json(await api.call('GET', '/api/class'))).toHaveLength(3);
    }
  });
});

describe('callers', () => {
  it("reuse a role for reads within the bound; writes and this process's changes use the new one", async () => {
    const person = await createUser(api.db, { role: 'instructor' });
    const token = await api.tokenFor(person.email);
    const isAdmin = async () =>
      (
        (await json(await api.call('GET', `/api/users/admin/${person.email}`, { token }))) as {
          admin: boolean;
        }
      ).admin;
    expect(await isAdmin()).toBe(false);
    // Another process (here: straight to the database) makes them an admin.
    await api.db.update(users).set({ role: 'admin' }).where(eq(users.id, person.id));
    expect(await isAdmin()).toBe(false);
    // A write reads the role afresh: an admin-only write works at once.
    const pending = await createClass(api.db, { status: 'pending' });
    expect((await approve(api.app, pending.id, token)).status).toBe(200);
    // …and any write in this process forgets the rows it held.
    expect(await isAdmin()).toBe(true);

    await api.db.update(users).set({ role: null }).where(eq(users.id, person.id));
    time += MAX_AGE_MS;
    expect(await isAdmin()).toBe(false);
    expect((await api.call('GET', '/api/users', { token })).status).toBe(403);
  });

  it('refuse a remembered token once it expires, and never remember an altered one', async () => {
    let now = new Date('2030-01-01T00:00:00.000Z');
    const timed = await createTestApi({ now: () => now, env: { ACCESS_TOKEN_TTL_SECONDS: '60' } });
    try {
      const student = await createUser(timed.db);
      const token = await timed.tokenFor(student.email);
      const list = (bearer: string) => timed.call('GET', '/api/select', { token: bearer });
      expect((await list(token)).status).toBe(200);
      const [head, payload, signature = ''] = token.split('.');
      const altered = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await list(altered)).status).toBe(401);
      now = new Date(now.getTime() + 59_000);
      expect((await list(token)).status).toBe(200);
      now = new Date(now.getTime() + 1_000);
      expect((await list(token)).status).toBe(401);
    } finally {
      await timed.cleanup();
    }
  });
});
