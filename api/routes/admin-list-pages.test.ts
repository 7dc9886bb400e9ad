// The admin's lists one page at a time (GET /api/users, /api/payments, /api/contact ?limit=&after=),
// as GET /api/class?limit= pages the catalogue: the same keyset pages (api/lib/keyset-pages.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, payments, users } from '../db/schema.ts';
import { readPage } from '../lib/keyset-pages.ts';
import { createUser, type UserRow } from '../test/factories.ts';
import { createTestApi, json, type TestApi } from '../test/test-api.ts';

let api: TestApi;
let admin: UserRow;
let student: UserRow;

/** Same created_at for several rows: the id orders them, so none falls between two pages. */
const SAME_MOMENT = '2031-05-05T05:05:05.005Z';
const moments = [
  '2030-01-01T00:00:00.000Z',
  SAME_MOMENT,
  SAME_MOMENT,
  SAME_MOMENT,
  '2032-02-02T02:02:02.002Z',
];

async function addPayment(email: string, createdAt: string) {
  await api.db.insert(payments).values({
    id: crypto.randomUUID(),
    email,
    transactionId: `pi_${crypto.randomUUID()}`,
    amountCents: 1000,
    quantity: 1,
    status: 'service pending',
    itemNames: ['Yoga'],
    classIds: ['c1'],
    selectionIds: ['s1'],
    createdAt,
  });
}

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { role: 'admin', createdAt: '2029-01-01T00:00:00.000Z' });
  student = await createUser(api.db, { createdAt: '2029-01-02T00:00:00.000Z' });
  for (const createdAt of moments) {
    await createUser(api.db, { createdAt });
    await addPayment(student.email, createdAt);
    await addPayment(admin.email, createdAt);
    await api.db.insert(contactMessages).values({
      id: crypto.randomUUID(),
      name: 'Pat',
      email: 'pat@visitor.test',
      subject: `Sent ${createdAt}`,
      message: 'Hello',
      createdAt,
    });
  }
});
afterAll(() => api.cleanup());

const LISTS = [
  { path: '/api/users', key: 'users' },
  { path: '/api/payments', key: 'payments' },
  { path: '/api/contact', key: 'messages' },
] as const;

type Item = { _id: string; createdAt?: string; date?: string };
const ids = (list: Item[]) => list.map((item) => item._id);

async function get(path: string, as = admin.email): Promise<unknown> {
  const response = await api.call('GET', path, { as });
  expect(response.status, path).toBe(200);
  return json(response);
}

describe.each(LISTS)('GET $path', ({ path, key }) => {
  const page = async (query: string, as?: string) =>
    (await get(`${path}?${query}`, as)) as Record<typeof key, Item[]> & { next: string | null };

  it('without a limit stays the plain array, newest first', async () => {
    const plain = (await get(path)) as Item[];
    expect(Array.isArray(plain)).toBe(true);
    // A user's response has no date: their rows say it.
    const rows = key === 'users' ? await api.db.select().from(users) : [];
    const createdAt = new Map(rows.map((row) => [row.id, row.createdAt]));
    const times = plain.map((item) => item.createdAt ?? item.date ?? createdAt.get(item._id));
    expect(times).toEqual(times.toSorted().reverse());
  });

  it('pages through exactly the plain list, ending with next null', async () => {
    const plain = ids((await get(path)) as Item[]);
    const paged: string[] = [];
    let next: string | null = null;
    do {
      const response = await page(`limit=2${next ? `&after=${next}` : ''}`);
      expect(response[key].length).toBeLessThanOrEqual(2);
      paged.push(...ids(response[key]));
      next = response.next;
    } while (next);
    expect(paged).toEqual(plain);
  });

  it('keeps later pages stable when a row is added while paging', async () => {
    const first = await page('limit=2');
    const rest = await page(`limit=100&after=${first.next}`);
    await createUser(api.db, { createdAt: '2099-01-01T00:00:00.000Z' });
    await addPayment(student.email, '2099-01-01T00:00:00.000Z');
    expect(await page(`limit=100&after=${first.next}`)).toEqual(rest);
  });

  it('refuses bad limits and cursors with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      // Other spellings of a number (fast-check found '+1' taken as 1).
      ['limit=%2B1', 'limit'],
      ['limit=1e1', 'limit'],
      ['limit=1.0', 'limit'],
      ['after=abc', 'after'],
      ['limit=5&after=%21%21', 'after'],
      ['limit=5&after=abc', 'after'],
    ]) {
      const response = await api.call('GET', `${path}?${query}`, { as: admin.email });
      const body = (await json(response)) as { error: { fields?: Record<string, string> } };
      expect({
        query,
        status: response.status,
        fields: Object.keys(body.error.fields ?? {}),
      }).toEqual({ query, status: 400, fields: [field] });
    }
  });
});

describe('GET /api/payments?limit= for a student', () => {
  it('pages their own payments only', async () => {
    const response = (await get('/api/payments?limit=100', student.email)) as {
      payments: { email: string }[];
    };
    expect(response.payments.length).toBeGreaterThanOrEqual(moments.length);
    expect(response.payments.every((payment) => payment.email === student.email)).toBe(true);
  });
});

describe('the pages of the admin lists', () => {
  it.each([
    ['users', users],
    ['payments', payments],
    ['contact_messages', contactMessages],
  ] as const)(
    '%s: a first and a later page read an index, never a full scan or a sort',
    async (name, table) => {
      const statements: { sql: string; params: unknown[] }[] = [];
      const capture = async (after?: string) => {
        await readPage(table, { limit: 25, after }, async (page) => {
          statements.push(
            api.db
              .select()
              .from(table)
              .where(page.where)
              .orderBy(...page.orderBy)
              .limit(page.limit)
              .toSQL(),
          );
          return [];
        });
      };
      await capture();
      const { next } = await readPage(table, { limit: 1 }, async () => [
        { createdAt: '2030', id: 'x' },
        { createdAt: '2029', id: 'y' },
      ]);
      await capture(next ?? undefined);
      for (const statement of statements) {
        const result = await api.testDb.client.execute({
          sql: `EXPLAIN QUERY PLAN ${statement.sql}`,
          args: statement.params as never,
        });
        const detail = result.rows.map((row) => String(row.detail)).join('\n');
        expect(detail).toContain(`USING INDEX ${name}_created_idx`);
        expect(detail).not.toMatch(/TEMP B-TREE/);
      }
    },
  );
});
