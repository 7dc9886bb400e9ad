// Last-Modified and If-Modified-Since on both calendars: the date is the data's own last change
// (never the time of the request), in whole seconds; a copy as new as it gets a 304, an older one,
// a date that is none or one from the future gets the file; If-None-Match, when sent, decides
// alone. The feed's date moves with what takes a class in or out of it, though no session says
// so: an enrollment, a refund, a deleted class. A change too recent to be sure of its second
// sends no Last-Modified.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classSessions, deletedClasses, enrollments } from '../../db/schema.ts';
import { replaceFeedToken } from '../../services/calendar/calendar-sessions.ts';
import { readCalendar, scheduledClass, sessionRowsOf } from '../../test/calendar-helpers.ts';
import {
  createEnrollment,
  createSelection,
  createUser,
  type ClassRow,
} from '../../test/factories.ts';
import { payForSelections } from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
/** The API's clock, moved by the tests; the rows' times are set to dates before it. */
let clock = new Date('2031-06-01T00:00:00.000Z');

beforeAll(async () => {
  api = await createTestApi({ now: () => clock });
});
afterAll(() => api.cleanup());

const get = (path: string, headers: Record<string, string> = {}) =>
  api.call('GET', path, { headers });
const httpDate = (iso: string) => new Date(iso).toUTCString();

async function classAt(updatedAt: string): Promise<ClassRow> {
  const cls = await scheduledClass(api.db, 'dhaka');
  await api.db.update(classes).set({ updatedAt }).where(eq(classes.id, cls.id));
  return { ...cls, updatedAt };
}

describe("a class's calendar", () => {
  let path: string;
  let classId: string;

  beforeAll(async () => {
    classId = (await classAt('2031-01-10T08:30:15.750Z')).id;
    path = `/api/class/${classId}/calendar.ics`;
  });

  it("carries the class's last change, in whole seconds, and 304s a copy as new", async () => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const lastModified = response.headers.get('Last-Modified');
    expect(lastModified).toBe('Fri, 10 Jan 2031 08:30:15 GMT');
    // The client sends back the date it was given: the milliseconds it lacks are no change.
    const again = await get(path, { 'If-Modified-Since': lastModified! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('Last-Modified')).toBe(lastModified);
    expect(again.headers.get('ETag')).toBe(response.headers.get('ETag'));
    expect(
      (await get(path, { 'If-Modified-Since': httpDate('2031-02-01T00:00:00Z') })).status,
    ).toBe(304);
  });

  it('sends the file to an older copy, a date that is none, or one from the future', async () => {
    for (const since of [
      'Fri, 10 Jan 2031 08:30:14 GMT',
      'yesterday',
      '',
      httpDate('2031-06-01T00:00:01Z'),
    ]) {
      const response = await get(path, { 'If-Modified-Since': since });
      expect(response.status, since).toBe(200);
      expect(readCalendar(await response.text()).events).toHaveLength(4);
    }
  });

  it('lets If-None-Match decide when both are sent', async () => {
    const since = { 'If-Modified-Since': 'Fri, 10 Jan 2031 08:30:15 GMT' };
    const etag = (await get(path)).headers.get('ETag')!;
    expect((await get(path, { ...since, 'If-None-Match': '"other"' })).status).toBe(200);
    expect(
      (
        await get(path, {
          'If-None-Match': etag,
          'If-Modified-Since': 'Mon, 01 Jan 2001 00:00:00 GMT',
        })
      ).status,
    ).toBe(304);
  });

  it("moves with a session's change, and sends none while the change may share its second", async () => {
    const [row] = await sessionRowsOf(api.db, classId);
    const copy = (await get(path)).headers.get('Last-Modified')!;
    const cancel = (changedAt: string) =>
      api.db
        .update(classSessions)
        .set({ status: 'cancelled', changeReason: 'Rain.', changedAt })
        .where(eq(classSessions.id, row!.id));
    // A moment before now: another change may still come in the same second.
    await cancel(new Date(clock.getTime() - 100).toISOString());
    const fresh = await get(path, { 'If-Modified-Since': copy });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('Last-Modified')).toBeNull();
    await cancel('2031-05-01T12:00:00.999Z');
    const later = await get(path, { 'If-Modified-Since': copy });
    expect(later.status).toBe(200);
    expect(later.headers.get('Last-Modified')).toBe('Thu, 01 May 2031 12:00:00 GMT');
  });
});

describe("a student's feed", () => {
  let email: string;
  let path: string;
  /** The feed as a client last fetched it: a 304 for this date, or the new file and its date. */
  const poll = async (since: string) => {
    const response = await get(path, { 'If-Modified-Since': since });
    return { status: response.status, lastModified: response.headers.get('Last-Modified') };
  };

  beforeAll(async () => {
    email = (await createUser(api.db)).email;
    const token = await replaceFeedToken(api.db, email, new Date('2031-01-01T00:00:00.000Z'));
    path = `/api/calendar/${token}.ics`;
  });

  it('dates an empty feed by when it was made', async () => {
    expect(await poll('Mon, 01 Jan 2001 00:00:00 GMT')).toEqual({
      status: 200,
      lastModified: 'Wed, 01 Jan 2031 00:00:00 GMT',
    });
    expect((await poll('Wed, 01 Jan 2031 00:00:00 GMT')).status).toBe(304);
  });

  it('moves with an enrollment in a class last edited long before', async () => {
    const cls = await classAt('2030-12-01T00:00:00.000Z');
    await createEnrollment(api.db, email, cls);
    await api.db
      .update(enrollments)
      .set({ createdAt: '2031-02-01T10:00:00.250Z' })
      .where(eq(enrollments.classId, cls.id));
    expect(await poll('Wed, 01 Jan 2031 00:00:00 GMT')).toEqual({
      status: 200,
      lastModified: 'Sat, 01 Feb 2031 10:00:00 GMT',
    });
    expect((await poll('Sat, 01 Feb 2031 10:00:00 GMT')).status).toBe(304);
  });

  it('moves with a deleted class, whose sessions leave the feed', async () => {
    const cls = await classAt('2030-12-01T00:00:00.000Z');
    await createEnrollment(api.db, email, cls);
    await api.db
      .update(enrollments)
      .set({ createdAt: '2031-02-02T00:00:00.000Z' })
      .where(eq(enrollments.classId, cls.id));
    const before = (await poll('Mon, 01 Jan 2001 00:00:00 GMT')).lastModified!;
    await api.db.delete(classes).where(eq(classes.id, cls.id));
    await api.db
      .update(deletedClasses)
      .set({ deletedAt: '2031-03-03T03:03:03.000Z' })
      .where(eq(deletedClasses.classId, cls.id));
    expect(await poll(before)).toEqual({
      status: 200,
      lastModified: 'Mon, 03 Mar 2031 03:03:03 GMT',
    });
  });

  it("moves with an admin's refund, which leaves no session behind", async () => {
    const student = (await createUser(api.db)).email;
    const token = await replaceFeedToken(api.db, student, new Date('2031-01-01T00:00:00.000Z'));
    path = `/api/calendar/${token}.ics`;
    const cls = await classAt('2030-12-01T00:00:00.000Z');
    await createSelection(api.db, student, cls.id);
    clock = new Date('2031-04-01T00:00:00.000Z');
    const paid = await payForSelections(api, student);
    const { insertedId } = (await json(paid.response)) as { insertedId: string };
    await api.db
      .update(enrollments)
      .set({ createdAt: '2031-04-01T00:00:00.000Z' })
      .where(eq(enrollments.email, student));
    clock = new Date('2031-06-01T00:00:00.000Z');
    const copy = (await poll('Mon, 01 Jan 2001 00:00:00 GMT')).lastModified!;
    expect(copy).toBe('Tue, 01 Apr 2031 00:00:00 GMT');
    const admin = (await createUser(api.db, { role: 'admin' })).email;
    clock = new Date('2031-05-05T05:05:05.500Z');
    const refund = await api.call('POST', `/api/payments/${insertedId}/refund`, {
      as: admin,
      body: { classId: cls.id },
    });
    expect(refund.status).toBe(200);
    clock = new Date('2031-06-01T00:00:00.000Z');
    expect(await poll(copy)).toEqual({
      status: 200,
      lastModified: 'Mon, 05 May 2031 05:05:05 GMT',
    });
  });
});
