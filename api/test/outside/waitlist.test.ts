// Over HTTP against the real Node server: joins replayed, sent many at once, with another
// student's entry id or e-mail, and leaves of another's entry. Whatever arrives, a student is in
// a class's line once, the line numbers are first come first served without gaps or repeats, and
// nobody reads or ends another's place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { createClass, createUser } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { lineOf } from '../waitlist-helpers.ts';

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
});
afterAll(() => server.close());

const send = async (
  method: string,
  path: string,
  email: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  server.request(method, path, {
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(email ? { Authorization: `Bearer ${await server.tokenFor(email)}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const fullClass = () => createClass(server.db, { seats: 0 });
const student = async () => (await createUser(server.db)).email;
const lineNow = (classId: string) => lineOf(server.api, classId);

describe('replays and many at once', () => {
  it('one join replayed 25 times at once: one entry, one 201, every answer names it', async () => {
    const cls = await fullClass();
    const email = await student();
    const body = { id: crypto.randomUUID(), classId: cls.id };
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => send('POST', '/api/waitlist', email, body)),
    );
    expect(responses.filter((a) => a.status === 201)).toHaveLength(1);
    expect(responses.filter((a) => a.status === 200)).toHaveLength(24);
    for (const response of responses)
      expect(response.json()).toMatchObject({ id: body.id, place: 1 });
    expect(await lineNow(cls.id)).toHaveLength(1);
  });

  it('one student joining with 20 different ids at once is in line once', async () => {
    const cls = await fullClass();
    const email = await student();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('POST', '/api/waitlist', email, { id: crypto.randomUUID(), classId: cls.id }),
      ),
    );
    const line = await lineNow(cls.id);
    expect(line).toHaveLength(1);
    // The one place is answered to its own id; every other id is refused, holding nothing.
    const made = responses.filter((a) => a.status === 201);
    expect(made.map((a) => (a.json() as WaitlistEntry).id)).toEqual([line[0]!.id]);
    const others = responses.filter((a) => a.status !== 201);
    expect(others.map((a) => a.status)).toEqual(others.map(() => 409));
    for (const refused of others)
      expect((refused.json() as { error: { reason: string } }).error.reason).toBe(
        'waitlist_already_in_line',
      );
  });

  it('40 students joining at once get the places 1 to 40, each once', async () => {
    const cls = await fullClass();
    const emails = await Promise.all(Array.from({ length: 40 }, student));
    const responses = await Promise.all(
      emails.map((email) =>
        send('POST', '/api/waitlist', email, { id: crypto.randomUUID(), classId: cls.id }),
      ),
    );
    expect(responses.map((a) => a.status)).toEqual(emails.map(() => 201));
    const places = responses.map((a) => (a.json() as WaitlistEntry).place).sort((x, y) => x! - y!);
    expect(places).toEqual(emails.map((_, i) => i + 1));
    expect((await lineNow(cls.id)).map((row) => row.lineNo)).toEqual(emails.map((_, i) => i + 1));
  });
});

describe("another student's place", () => {
  it('is neither taken over by its id, nor ended, nor listed', async () => {
    const cls = await fullClass();
    const [owner, intruder] = [await student(), await student()];
    const id = crypto.randomUUID();
    expect((await send('POST', '/api/waitlist', owner, { id, classId: cls.id })).status).toBe(201);

    const reused = await send('POST', '/api/waitlist', intruder, { id, classId: cls.id });
    expect(reused.status).toBe(409);
    expect(reused.json()).toMatchObject({ error: { reason: 'waitlist_id_taken' } });
    const left = await send('DELETE', `/api/waitlist/${id}`, intruder);
    expect(left.status).toBe(404);
    expect(left.json()).toMatchObject({ error: { reason: 'waitlist_entry_not_found' } });
    expect((await send('GET', '/api/waitlist', intruder)).json()).toEqual([]);
    expect((await lineNow(cls.id)).map((row) => [row.email, row.status])).toEqual([
      [owner, 'waiting'],
    ]);
  });

  it('an e-mail in the body or a header never joins for someone else; no token, no join', async () => {
    const cls = await fullClass();
    const [caller, other] = [await student(), await student()];
    const response = await send(
      'POST',
      '/api/waitlist',
      caller,
      { id: crypto.randomUUID(), classId: cls.id, email: other },
      { 'X-User-Email': other, 'X-Forwarded-User': other },
    );
    expect(response.status).toBe(201);
    const anonymous = await send('POST', '/api/waitlist', null, {
      id: crypto.randomUUID(),
      classId: cls.id,
    });
    expect(anonymous.status).toBe(401);
    expect((await lineNow(cls.id)).map((row) => row.email)).toEqual([caller]);
  });
});
