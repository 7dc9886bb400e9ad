// Steps of the waitlist journey through the HTTP API, and what the database says, for its tests.
import { and, asc, eq } from 'drizzle-orm';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { notifications, users, waitlistEntries } from '../db/schema.ts';
import { json, type TestApi } from './test-api.ts';

export const join = (api: TestApi, email: string, classId: string, id = crypto.randomUUID()) =>
  api.call('POST', '/api/waitlist', { as: email, body: { id, classId } });

/** Joins and answers the entry; throws unless the answer is 201. */
export async function joined(api: TestApi, email: string, classId: string) {
  const response = await join(api, email, classId);
  if (response.status !== 201) throw new Error(`join ${response.status}: ${await response.text()}`);
  return (await json(response)) as WaitlistEntry;
}

export const leave = (api: TestApi, email: string, id: string) =>
  api.call('DELETE', `/api/waitlist/${id}`, { as: email });

/** The class's entries in line order, as the database has them. */
export const lineOf = (api: TestApi, classId: string) =>
  api.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.classId, classId))
    .orderBy(asc(waitlistEntries.lineNo));

/** E-mails of the students with an entry of this status in the class's line, in line order. */
export async function withStatus(api: TestApi, classId: string, status: string) {
  return (await lineOf(api, classId))
    .filter((entry) => entry.status === status)
    .map((entry) => entry.email);
}

/** Kinds of the notifications the person with this e-mail has. */
export async function noticesOf(api: TestApi, email: string): Promise<string[]> {
  const rows = await api.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(users.email, email)));
  return rows.map((row) => row.kind);
}
