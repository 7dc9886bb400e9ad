// GET /api/class/:id/calendar.ics: every session of the class, read back by ical.js (a real
// iCalendar parser), its instants equal to the database's, for whoever may read the class.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSessions } from '../../db/schema.ts';
import { readCalendar, scheduledClass, sessionRowsOf } from '../../test/calendar-helpers.ts';
import { createUser, type ClassRow } from '../../test/factories.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let dhaka: ClassRow;
let kualaLumpur: ClassRow;

beforeAll(async () => {
  api = await createTestApi();
  dhaka = await scheduledClass(api.db, 'dhaka', {
    name: 'Morning Football',
    instructorName: 'Rafiq Ahmed',
  });
  kualaLumpur = await scheduledClass(api.db, 'kuala-lumpur', { name: 'Badminton Basics' });
});
afterAll(() => api.cleanup());

const icsOf = async (classId: string, as?: string) => {
  const response = await api.call('GET', `/api/class/${classId}/calendar.ics`, { as });
  return { response, text: await response.text() };
};

describe('GET /api/class/:id/calendar.ics', () => {
  it('carries every session at the instants the database has, one stable UID each', async () => {
    for (const cls of [dhaka, kualaLumpur]) {
      const { response, text } = await icsOf(cls.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
      const rows = await sessionRowsOf(api.db, cls.id);
      const { events } = readCalendar(text);
      expect(rows).toHaveLength(4);
      expect(events.map(({ uid, startsAt, endsAt }) => ({ uid, startsAt, endsAt }))).toEqual(
        rows.map((row) => ({
          uid: `${row.id}@sports-academy`,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
        })),
      );
      expect(events.every((event) => event.zone === 'UTC')).toBe(true);
    }
  });

  it("puts 09:00 at the venue on the venue's clock: Dhaka is UTC+6, Kuala Lumpur UTC+8", async () => {
    const first = async (cls: ClassRow) => readCalendar((await icsOf(cls.id)).text).events[0];
    expect(await first(dhaka)).toMatchObject({
      startsAt: '2031-03-03T03:00:00.000Z',
      endsAt: '2031-03-03T04:30:00.000Z',
    });
    expect(await first(kualaLumpur)).toMatchObject({
      startsAt: '2031-03-03T01:00:00.000Z',
      endsAt: '2031-03-03T02:30:00.000Z',
    });
  });

  it("names the class, the venue's address, the description and the instructor", async () => {
    const [event] = readCalendar((await icsOf(dhaka.id)).text).events;
    expect(event).toMatchObject({
      summary: 'Morning Football',
      location: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
      description: 'Drills and games at the dhaka branch.\n\nInstructor: Rafiq Ahmed',
      status: 'CONFIRMED',
      sequence: 0,
    });
    const [other] = readCalendar((await icsOf(kualaLumpur.id)).text).events;
    expect(other?.location).toBe(
      'Level 9, Menara Sukan, Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
    );
  });

  it('marks a cancelled session CANCELLED with its reason, a newer revision each change', async () => {
    const cls = await scheduledClass(api.db, 'riyadh');
    const [row] = await sessionRowsOf(api.db, cls.id);
    const cancel = (changedAt: string) =>
      api.db
        .update(classSessions)
        .set({ status: 'cancelled', changeReason: 'The pool is closed.', changedAt })
        .where(eq(classSessions.id, row!.id));
    await cancel('2031-03-01T08:00:00.000Z');
    const once = readCalendar((await icsOf(cls.id)).text).events[0]!;
    expect(once.status).toBe('CANCELLED');
    expect(once.description).toContain('Cancelled: The pool is closed.');
    expect(once.startsAt).toBe(row!.startsAt);
    expect(once.lastModified).toBe('2031-03-01T08:00:00.000Z');
    expect(once.sequence).toBeGreaterThan(0);
    await cancel('2031-03-01T08:00:05.000Z');
    const twice = readCalendar((await icsOf(cls.id)).text).events[0]!;
    expect(twice.sequence).toBeGreaterThan(once.sequence);
  });

  it('is for whoever may read the class: a pending one is its instructor’s and admins’ only', async () => {
    const instructor = await createUser(api.db, { role: 'instructor' });
    const admin = await createUser(api.db, { role: 'admin' });
    const student = await createUser(api.db);
    const pending = await scheduledClass(api.db, 'chattogram', {
      status: 'pending',
      instructorEmail: instructor.email,
    });
    expect((await icsOf(pending.id)).response.status).toBe(404);
    const refused = await icsOf(pending.id, student.email);
    expect(refused.response.status).toBe(404);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { reason: 'class_not_found' } });
    const own = await icsOf(pending.id, instructor.email);
    expect(own.response.status).toBe(200);
    expect(own.response.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await icsOf(pending.id, admin.email)).response.status).toBe(200);
    expect((await icsOf(crypto.randomUUID())).response.status).toBe(404);
  });

  it('names the calendar after the class, escaped as TEXT (a strict parser reads it whole)', async () => {
    const name = 'Yoga, Pilates; Stretch \\ Café';
    const cls = await scheduledClass(api.db, 'kuala-lumpur', { name });
    const { text } = await icsOf(cls.id);
    expect(text).toContain('\r\nX-WR-CALNAME:Yoga\\, Pilates\\; Stretch \\\\ Café\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const calendar = readCalendar(text);
    expect(calendar.name).toBe(name);
    expect(calendar.events.map((event) => event.summary)).toEqual([name, name, name, name]);
  });

  it('downloads under a safe file name, whatever the class is called', async () => {
    const cls = await scheduledClass(api.db, 'dhaka', {
      name: 'Yoga "Flow"\\/..;\r\nSet-Cookie: x',
    });
    const { response } = await icsOf(cls.id);
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="yoga-flow-set-cookie-x.ics"',
    );
    const bangla = await scheduledClass(api.db, 'dhaka', { name: 'সকালের ফুটবল' });
    expect((await icsOf(bangla.id)).response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="class.ics"',
    );
  });

  it('answers 304 to a calendar that has this version already', async () => {
    const { response } = await icsOf(dhaka.id);
    const etag = response.headers.get('ETag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await api.call('GET', `/api/class/${dhaka.id}/calendar.ics`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});
