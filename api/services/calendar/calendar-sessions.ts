// What the calendars are made of (decision 024): the sessions of one class, or of every class a
// student is enrolled in now, each with the class's words; and the students' private feed
// tokens. A refund deletes the enrollment rows, so its class's sessions leave the feed with it.
import { and, asc, eq } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import { TOKEN_PATTERN } from '#shared/check-in/pass.ts';
import { randomToken } from '#shared/hex.ts';
import type { Database } from '../../db/client.ts';
import {
  calendarFeeds,
  classes,
  classSessions,
  deletedClasses,
  enrollments,
  participants,
  paymentRefunds,
  payments,
} from '../../db/schema.ts';
import { familyRows, sameParticipant } from '../families/participant.ts';
import type { CalendarSession } from './ics.ts';

const SESSION_COLUMNS = {
  id: classSessions.id,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  status: classSessions.status,
  changeReason: classSessions.changeReason,
  changedAt: classSessions.changedAt,
  className: classes.name,
  description: classes.description,
  instructorName: classes.instructorName,
  venue: classes.venue,
  classUpdatedAt: classes.updatedAt,
};

/** Every session of one class, in order (the caller has checked the reader may see the class). */
export function sessionsOfClass(db: Database, classId: string): Promise<CalendarSession[]> {
  return db
    .select(SESSION_COLUMNS)
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(eq(classSessions.classId, classId))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
}

/** Whose feed: the account's own sessions and its family's, or one member's (decision 049). */
export interface FeedOwner {
  email: string;
  userId: string | null;
  /** One member only: OWN_MEMBER, or a child of the family's id; every member when absent. */
  member?: string | undefined;
}

/** The account's own member in a feed's address (`?member=me`). */
export const OWN_MEMBER = 'me';

/**
 * Every session of every class the account's family is enrolled in now (the account's own and
 * its children's, whichever guardian paid), or one member's, in order; a child's name each.
 */
export async function sessionsOfFamily(db: Database, owner: FeedOwner): Promise<CalendarSession[]> {
  const whose =
    owner.member === undefined
      ? familyRows(db, enrollments, owner)
      : owner.member === OWN_MEMBER
        ? sameParticipant(enrollments, owner.email, null)
        : and(familyRows(db, enrollments, owner), eq(enrollments.participantId, owner.member));
  const rows = await db
    .select({
      ...SESSION_COLUMNS,
      participantId: enrollments.participantId,
      participantName: participants.name,
    })
    .from(enrollments)
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(classSessions, eq(classSessions.classId, classes.id))
    .leftJoin(participants, eq(participants.id, enrollments.participantId))
    .where(whose)
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id), asc(enrollments.participantId));
  return rows.map((row) => ({ ...row, participantName: row.participantName ?? null }));
}

/** The latest of some ISO instants (four-digit years: text order is time order). */
const latestOf = (times: readonly (string | null)[]): string =>
  times.reduce<string>((latest, time) => (time && time > latest ? time : latest), '');

/**
 * When the class's calendar last changed: the class's own edits (its name, its schedule, and a
 * session's move or cancel all write its updated_at) or a session's change.
 */
export const classCalendarChangedAt = (
  classUpdatedAt: string,
  sessions: readonly CalendarSession[],
): string => latestOf([classUpdatedAt, ...sessions.map((session) => session.changedAt)]);

/**
 * When the student's feed last changed: what its sessions say of themselves, and what took
 * classes in or out of it, which leaves no session behind: the feed's token made, an enrollment
 * of the family, an enrolled class's edit (it may have no session left) or deletion, a refund of
 * the account's payments. (A refund another guardian asked for changes the feed's text, and so
 * its ETag, though not this date.)
 */
export async function feedChangedAt(
  db: Database,
  owner: FeedOwner,
  sessions: readonly CalendarSession[],
): Promise<string> {
  const { email } = owner;
  const family = familyRows(db, enrollments, owner);
  const rows = await unionAll(
    db
      .select({ at: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.email, email)),
    db.select({ at: enrollments.createdAt }).from(enrollments).where(family),
    db
      .select({ at: classes.updatedAt })
      .from(enrollments)
      .innerJoin(classes, eq(classes.id, enrollments.classId))
      .where(family),
    db
      .select({ at: deletedClasses.deletedAt })
      .from(enrollments)
      .innerJoin(deletedClasses, eq(deletedClasses.classId, enrollments.classId))
      .where(family),
    db
      .select({ at: paymentRefunds.createdAt })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(payments.email, email)),
  );
  return latestOf([...rows.map((row) => row.at), ...sessions.map((session) => session.changedAt)]);
}

/** The student's feed token, or null before they made one. */
export async function feedTokenOf(db: Database, email: string): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.email, email))
    .limit(1);
  return row?.token ?? null;
}

/**
 * A new token for the student's feed, in place of the old one if any (one statement, so two
 * requests at once leave one token and the old URL dead either way).
 */
export async function replaceFeedToken(db: Database, email: string, now: Date): Promise<string> {
  const token = randomToken();
  const createdAt = now.toISOString();
  await db
    .insert(calendarFeeds)
    .values({ email, token, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.email, set: { token, createdAt } });
  return token;
}

/** The e-mail whose feed this token opens; null for an unknown token or a text that is none. */
export async function feedOwnerOf(db: Database, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ email: calendarFeeds.email })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  return row?.email ?? null;
}
