// Reminders 24 hours and 1 hour before each session a student is enrolled in (kind
// 'session_reminder', push only), and to every guardian of each child enrolled, named (who is
// told is enrolledAudience's rule, as for a session's change). Each dispatcher run queues the
// reminders whose time has come (a session starting within the offset, and after the next
// smaller one), due at start − offset, under a key per (session, its start, offset, person, and
// the child it is about), so finding one again writes nothing and a run missed while the server
// was down is made up by the next. A session can change after its reminder was queued: at send
// time the reminder must still be true (reminderStillTrue), or it is dropped.
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { classes, classSessions, notificationSettings, outboundMessages } from '../../db/schema.ts';
import { retryOnBusy } from '../../db/write-transaction.ts';
import { enrolledAudience } from '../families/participant.ts';
import { aboutChild } from '../notifications/notify.ts';
import type { DueMessage } from './channel.ts';
import { paths } from '#shared/pages/page-table.ts';
import { channelsBySettings, queueMessage } from './due-messages.ts';

const HOUR = 3_600_000;
/** Largest first: each offset's window ends where the next one's begins. */
export const REMINDER_OFFSETS = [
  { name: '24h', ms: 24 * HOUR },
  { name: '1h', ms: HOUR },
] as const;

/**
 * The key of a reminder's due row: `reminder|session|start|offset|person`, and `|child` for a
 * guardian's reminder of a child's session ('|': a start has ':'). A person's own reminder keeps
 * the key it always had, so one queued before children were reminded of is not queued again.
 */
const reminderKey = sql<string>`'reminder|' || ${classSessions.id} || '|' || ${classSessions.startsAt}`;

function parseReminderKey(dedupeKey: string) {
  const [kind, sessionId, startsAt, , , child] = dedupeKey.split('|');
  // A due row's key ends with ':' and its channel (queueMessage); an id has no ':'.
  const participantId = child?.split(':')[0] || null;
  return kind === 'reminder' && sessionId && startsAt
    ? { sessionId, startsAt, participantId }
    : null;
}

/** Queues every reminder whose time has come and is not queued yet. Returns how many it wrote. */
export async function queueSessionReminders(db: Database, now: Date): Promise<number> {
  let written = 0;
  const audience = enrolledAudience(db);
  for (const [index, offset] of REMINDER_OFFSETS.entries()) {
    const after = new Date(now.getTime() + (REMINDER_OFFSETS[index + 1]?.ms ?? 0));
    const until = new Date(now.getTime() + offset.ms);
    const key = sql<string>`${reminderKey} || '|' || ${offset.name} || '|' || ${audience.userId} || coalesce('|' || ${audience.participantId}, '')`;
    const due = await db
      .select({
        key,
        userId: audience.userId,
        participantId: audience.participantId,
        participantName: audience.participantName,
        startsAt: classSessions.startsAt,
        className: classes.name,
        venue: classes.venue,
        pushKinds: notificationSettings.pushKinds,
      })
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .innerJoin(audience, eq(audience.classId, classSessions.classId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, audience.userId))
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
            ...aboutChild(
              row.participantId ? { id: row.participantId, name: row.participantName ?? '' } : null,
            ),
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
 * the same start, has not begun, and the person is still enrolled, or for a child's reminder the
 * child still is, still in the family, and the person still their guardian.
 */
export async function reminderStillTrue(
  db: Database,
  message: DueMessage,
  now: Date,
): Promise<boolean> {
  const reminder = parseReminderKey(message.dedupeKey);
  if (!reminder || Date.parse(reminder.startsAt) <= now.getTime()) return false;
  const audience = enrolledAudience(db);
  const [row] = await db
    .select({ id: classSessions.id })
    .from(classSessions)
    .innerJoin(audience, eq(audience.classId, classSessions.classId))
    .where(
      and(
        eq(classSessions.id, reminder.sessionId),
        eq(classSessions.status, 'scheduled'),
        eq(classSessions.startsAt, reminder.startsAt),
        eq(audience.userId, message.userId),
        reminder.participantId === null
          ? isNull(audience.participantId)
          : eq(audience.participantId, reminder.participantId),
      ),
    );
  return Boolean(row);
}
