// Reminders 24 hours and 1 hour before each session a student is enrolled in (kind
// 'session_reminder', push only). Each dispatcher run queues the reminders whose time has come
// (a session starting within the offset, and after the next smaller one), due at start − offset,
// under a key per (session, its start, offset, person), so finding one again writes nothing and a
// run missed while the server was down is made up by the next. A session can change after its
// reminder was queued: at send time the reminder must still be true (reminderStillTrue), or it
// is dropped.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  classes,
  classSessions,
  enrollments,
  notificationSettings,
  outboundMessages,
  users,
} from '../../db/schema.ts';
import { retryOnBusy } from '../../db/write-transaction.ts';
import type { DueMessage } from './channel.ts';
import { paths } from '#shared/pages/page-table.ts';
import { channelsBySettings, queueMessage } from './due-messages.ts';

const HOUR = 3_600_000;
/** Largest first: each offset's window ends where the next one's begins. */
export const REMINDER_OFFSETS = [
  { name: '24h', ms: 24 * HOUR },
  { name: '1h', ms: HOUR },
] as const;

/** The key of a reminder's due row: `reminder|session|start|offset|person` ('|': a start has ':'). */
const reminderKey = sql<string>`'reminder|' || ${classSessions.id} || '|' || ${classSessions.startsAt}`;

function parseReminderKey(dedupeKey: string) {
  const [kind, sessionId, startsAt] = dedupeKey.split('|');
  return kind === 'reminder' && sessionId && startsAt ? { sessionId, startsAt } : null;
}

/** Queues every reminder whose time has come and is not queued yet. Returns how many it wrote. */
export async function queueSessionReminders(db: Database, now: Date): Promise<number> {
  let written = 0;
  for (const [index, offset] of REMINDER_OFFSETS.entries()) {
    const after = new Date(now.getTime() + (REMINDER_OFFSETS[index + 1]?.ms ?? 0));
    const until = new Date(now.getTime() + offset.ms);
    const key = sql<string>`${reminderKey} || '|' || ${offset.name} || '|' || ${users.id}`;
    const due = await db
      .select({
        key,
        userId: users.id,
        startsAt: classSessions.startsAt,
        className: classes.name,
        venue: classes.venue,
        pushKinds: notificationSettings.pushKinds,
      })
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .innerJoin(enrollments, eq(enrollments.classId, classSessions.classId))
      .innerJoin(users, eq(users.email, enrollments.email))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(
        and(
          eq(classSessions.status, 'scheduled'),
          gt(classSessions.startsAt, after.toISOString()),
          lte(classSessions.startsAt, until.toISOString()),
          // Only a saving: the unique key is what keeps a reminder from being written twice.
          sql`not exists (select 1 from ${outboundMessages} where ${outboundMessages.dedupeKey} = ${key} || ':push')`,
        ),
      );
    for (const row of due) {
      const channels = channelsBySettings(row.pushKinds, 'session_reminder');
      // Another process may be writing (its own run finds the same reminders: the key keeps one).
      await retryOnBusy(() =>
        queueMessage(db, channels, {
          userId: row.userId,
          kind: 'session_reminder',
          params: {
            className: row.className,
            startsAt: row.startsAt,
            ...(row.venue ? { venue: row.venue } : {}),
          },
          path: paths.dashboard.timetable,
          dedupeKey: row.key,
          dueAt: new Date(Date.parse(row.startsAt) - offset.ms),
        }),
      );
      written += channels.length;
    }
  }
  return written;
}

/**
 * Whether a queued reminder still tells the truth at `now`: its session is still scheduled at
 * the same start, has not begun, and the person is still enrolled.
 */
export async function reminderStillTrue(
  db: Database,
  message: DueMessage,
  now: Date,
): Promise<boolean> {
  const reminder = parseReminderKey(message.dedupeKey);
  if (!reminder || Date.parse(reminder.startsAt) <= now.getTime()) return false;
  const [row] = await db
    .select({ id: classSessions.id })
    .from(classSessions)
    .innerJoin(enrollments, eq(enrollments.classId, classSessions.classId))
    .innerJoin(users, eq(users.email, enrollments.email))
    .where(
      and(
        eq(classSessions.id, reminder.sessionId),
        eq(classSessions.status, 'scheduled'),
        eq(classSessions.startsAt, reminder.startsAt),
        eq(users.id, message.userId),
      ),
    );
  return Boolean(row);
}
