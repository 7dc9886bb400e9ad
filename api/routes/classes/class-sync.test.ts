// Delta sync (GET /api/class?since=) and pages (GET /api/class?limit=&after=).
import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDelta, ClassPage } from '#shared/schemas/class.ts';
import { classes } from '../../db/schema.ts';
import { encodeCursor } from '../../lib/opaque-cursor.ts';
import { createClass, createUser, type UserRow } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let admin: UserRow;
let coach: UserRow;
let student: UserRow;

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { role: 'admin' });
  coach = await createUser(api.db, { role: 'instructor', name: 'Carla Coach' });
  student = await createUser(api.db);
});
afterAll(() => api.cleanup());

async function sync(since: string, as?: string, extra = ''): Promise<ClassDelta> {
  const response = await api.call('GET', `/api/class?since=${encodeURIComponent(since)}${extra}`, {
    as,
  });
  expect(response.status).toBe(200);
  return (await json(response)) as ClassDelta;
}
const cursorNow = async (as?: string, extra = '') => (await sync('0', as, extra)).cursor;
const ids = (list: { _id: string }[]) => list.map((item) => item._id);

describe('GET /api/class?since= (delta sync)', () => {
  it('starts with since=0: the whole approved catalogue and a cursor; the plain call stays an array', async () => {
    const approved = await createClass(api.db, { status: 'approved' });
    const pending = await createClass(api.db, { status: 'pending' });
    const first = await sync('0');
    expect(ids(first.classes)).toContain(approved.id);
    expect(ids(first.classes)).not.toContain(pending.id);
    expect(first.deleted).toEqual([]);
    expect(first.cursor).toMatch(/^[\w-]+$/);
    expect(Array.isArray(await json(await api.call('GET', '/api/class')))).toBe(true);
  });

  it('answers only what changed since the cursor, and nothing the next time', async () => {
    const untouched = await createClass(api.db);
    const edited = await createClass(api.db, { instructorEmail: coach.email });
    const cursor = await cursorNow(student.email);
    const added = await createClass(api.db);
    await api.db.update(classes).set({ seats: 3 }).where(eq(classes.id, edited.id));

    const delta = await sync(cursor, student.email);
    expect(ids(delta.classes).sort()).toEqual([added.id, edited.id].sort());
    expect(delta.classes.find((cls) => cls._id === edited.id)?.sets).toBe(3);
    expect(ids(delta.classes)).not.toContain(untouched.id);
    expect(await sync(delta.cursor, student.email)).toMatchObject({ classes: [], deleted: [] });
  });

  it('tells a visitor that a class no longer approved is gone, while the admin sees it pending', async () => {
    const cls = await createClass(api.db, { instructorEmail: coach.email, status: 'approved' });
    const visitorCursor = await cursorNow();
    const adminCursor = await cursorNow(admin.email, '&status=all');
    // The instructor's edit sends the class back to review.
    const edit = { Name: 'Edited', photo: '/images/e.webp', price: 5, sets: 2 };
    expect(
      (await api.call('PUT', `/api/class/${cls.id}`, { as: coach.email, body: edit })).status,
    ).toBe(200);

    const visitor = await sync(visitorCursor);
    expect(visitor.deleted).toEqual([cls.id]);
    expect(ids(visitor.classes)).not.toContain(cls.id);
    const forAdmin = await sync(adminCursor, admin.email, '&status=all');
    expect(forAdmin.classes.find((item) => item._id === cls.id)?.status).toBe('pending');
    expect(forAdmin.deleted).toEqual([]);
  });

  it('never names a class that was never approved to a visitor, not even when it is deleted', async () => {
    const visitorCursor = await cursorNow();
    const adminCursor = await cursorNow(admin.email, '&status=all');
    const body = {
      Name: 'Secret',
      photo: '/images/s.webp',
      IName: 'C',
      Iemail: coach.email,
      price: 9,
      sets: 4,
    };
    const created = await api.call('POST', '/api/class', { as: coach.email, body });
    const { insertedId } = (await json(created)) as { insertedId: string };
    await api.call('PATCH', `/api/class/${insertedId}`, {
      as: admin.email,
      body: { status: 'Denied' },
    });
    await api.call('DELETE', `/api/class/${insertedId}`, { as: admin.email });

    const visitor = await sync(visitorCursor);
    expect(JSON.stringify(visitor)).not.toContain(insertedId);
    expect((await sync(adminCursor, admin.email, '&status=all')).deleted).toEqual([insertedId]);
  });

  it('sends a deleted class as a tombstone once, and an approval as a new class', async () => {
    const doomed = await createClass(api.db);
    const pending = await createClass(api.db, { status: 'pending' });
    const cursor = await cursorNow(student.email);
    await api.call('DELETE', `/api/class/${doomed.id}`, { as: admin.email });
    await api.call('PATCH', `/api/class/${pending.id}`, {
      as: admin.email,
      body: { status: 'approved' },
    });

    const delta = await sync(cursor, student.email);
    expect(delta.deleted).toEqual([doomed.id]);
    expect(ids(delta.classes)).toEqual([pending.id]);
    expect(await sync(delta.cursor, student.email)).toMatchObject({ classes: [], deleted: [] });
  });

  it("gives an instructor's mine=true sync their own classes only, deletions included", async () => {
    const own = await createClass(api.db, { instructorEmail: coach.email, status: 'pending' });
    const cursor = await cursorNow(coach.email, '&mine=true');
    const someoneElses = await createClass(api.db);
    await api.call('DELETE', `/api/class/${someoneElses.id}`, { as: admin.email });
    await api.db.update(classes).set({ feedback: 'Add a photo' }).where(eq(classes.id, own.id));
    await api.call('DELETE', `/api/class/${own.id}`, { as: admin.email });

    const delta = await sync(cursor, coach.email, '&mine=true');
    expect(delta).toMatchObject({ classes: [], deleted: [own.id] });
  });

  it('loses no change made in the same millisecond, or committed after a sync began', async () => {
    const frozen = new Date('2030-03-03T03:03:03.003Z');
    const frozenApi = await createTestApi({ now: () => frozen });
    try {
      const admin2 = await createUser(frozenApi.db, { role: 'admin' });
      const rows = await Promise.all(Array.from({ length: 12 }, () => createClass(frozenApi.db)));
      const first = await frozenApi.call('GET', '/api/class?since=0');
      let cursor = ((await json(first)) as ClassDelta).cursor;
      const seen = new Set<string>();
      const syncOnce = async () => {
        const response = await frozenApi.call('GET', `/api/class?since=${cursor}`);
        const delta = (await json(response)) as ClassDelta;
        for (const cls of delta.classes) if (cls.Name === 'Same ms') seen.add(cls._id);
        cursor = delta.cursor;
      };
      // A write transaction still open while a sync runs: its change must come the next time.
      let finishSlowWrite!: () => void;
      const slowWrite = frozenApi.db.transaction(async (tx) => {
        await tx.update(classes).set({ name: 'Same ms' }).where(eq(classes.id, rows[0]!.id));
        await new Promise<void>((resolve) => (finishSlowWrite = resolve));
      });
      await syncOnce();
      expect(seen.size).toBe(0);
      finishSlowWrite();
      await slowWrite;
      // Edits at one frozen instant (identical updated_at), interleaved with syncs.
      const edit = { Name: 'Same ms', photo: '/images/e.webp', price: 5, sets: 2 };
      for (const [index, row] of rows.slice(1).entries()) {
        const editing = frozenApi.call('PUT', `/api/class/${row.id}`, {
          as: admin2.email,
          body: edit,
        });
        if (index % 3 === 0) await syncOnce();
        await editing;
      }
      await syncOnce();
      expect(seen).toEqual(new Set(rows.map((row) => row.id)));
    } finally {
      await frozenApi.cleanup();
    }
  });

  it('refuses a made-up cursor, or one from another database, with 400 telling to start over', async () => {
    const foreign = encodeCursor(['c1', 'another-database', '1']);
    const tooFar = encodeCursor(['c1', 'x', '99999999']);
    for (const since of ['garbage!', 'abc', foreign, tooFar]) {
      const response = await api.call('GET', `/api/class?since=${encodeURIComponent(since)}`);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({
        error: { fields: { since: expect.stringContaining('since=0') } },
      });
    }
  });
});

describe('GET /api/class?limit=&after= (pages)', () => {
  async function page(query: string, as?: string): Promise<ClassPage> {
    const response = await api.call('GET', `/api/class?${query}`, { as });
    expect(response.status).toBe(200);
    return (await json(response)) as ClassPage;
  }

  it('pages through exactly the plain list, newest first, ending with next null', async () => {
    const at = '2031-05-05T05:05:05.005Z';
    // Same created_at: the id orders them, so no class falls between two pages.
    for (let i = 0; i < 5; i += 1) await createClass(api.db, { createdAt: at });
    const plain = ids((await json(await api.call('GET', '/api/class'))) as { _id: string }[]);
    const paged: string[] = [];
    let next: string | null = null;
    do {
      const response: ClassPage = await page(`limit=4${next ? `&after=${next}` : ''}`);
      expect(response.classes.length).toBeLessThanOrEqual(4);
      paged.push(...ids(response.classes));
      next = response.next;
    } while (next);
    expect(paged).toEqual(plain);
  });

  it('keeps later pages stable when a class is added while paging', async () => {
    const first = await page('limit=3');
    const rest = await page(`limit=100&after=${first.next}`);
    await createClass(api.db, { createdAt: '2099-01-01T00:00:00.000Z' });
    expect(await page(`limit=100&after=${first.next}`)).toEqual(rest);
  });

  it('pages the view of the caller: an admin asking status=pending gets pending classes only', async () => {
    await createClass(api.db, { status: 'pending' });
    const response = await page('status=pending&limit=50', admin.email);
    expect(response.classes.length).toBeGreaterThan(0);
    expect(response.classes.every((cls) => cls.status === 'pending')).toBe(true);
  });

  it('refuses bad limits and cursors with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=ten',
      'after=abc',
      'limit=5&after=%21%21',
      'limit=5&since=0',
    ]) {
      const response = await api.call('GET', `/api/class?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
  });
});

describe('the catalogue at scale', () => {
  it('serves the plain catalogue again after any change, even one written outside the API', async () => {
    const cls = await createClass(api.db, { seats: 7 });
    const seatsOf = async () => {
      const response = await api.call('GET', '/api/class');
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const list = (await json(response)) as { _id: string; sets: number }[];
      return list.find((item) => item._id === cls.id)?.sets;
    };
    expect(await seatsOf()).toBe(7);
    expect(await seatsOf()).toBe(7); // from memory
    await api.db.update(classes).set({ seats: 6 }).where(eq(classes.id, cls.id));
    expect(await seatsOf()).toBe(6);
    await api.db.update(classes).set({ status: 'Denied' }).where(eq(classes.id, cls.id));
    expect(await seatsOf()).toBeUndefined();
  });

  const plan = async (sql: string, params: unknown[]) => {
    const result = await api.testDb.client.execute({
      sql: `EXPLAIN QUERY PLAN ${sql}`,
      args: params as never,
    });
    return result.rows.map((row) => String(row.detail)).join('\n');
  };

  it('reads the first page, a later page and a delta through indexes, never a full scan or a sort', async () => {
    const view = eq(classes.status, 'approved');
    const queries = [
      api.db
        .select()
        .from(classes)
        .where(view)
        .orderBy(desc(classes.createdAt), desc(classes.id))
        .limit(25),
      api.db
        .select()
        .from(classes)
        .where(and(view, sql`(${classes.createdAt}, ${classes.id}) < (${'2030'}, ${'x'})`))
        .orderBy(desc(classes.createdAt), desc(classes.id))
        .limit(25),
      api.db
        .select()
        .from(classes)
        .where(
          and(
            gt(classes.changeSeq, 5),
            lte(classes.changeSeq, 9),
            or(view, eq(classes.everApproved, true)),
          ),
        )
        .orderBy(classes.changeSeq),
    ];
    for (const query of queries) {
      const { sql: text, params } = query.toSQL();
      const detail = await plan(text, params);
      expect(detail).toMatch(/USING (COVERING )?INDEX/);
      expect(detail).not.toMatch(/TEMP B-TREE|SCAN classes$/m);
    }
  });
});
