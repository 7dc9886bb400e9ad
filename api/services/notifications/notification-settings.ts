// Which kinds a person also gets as a push (GET and PUT /api/notification-settings). No row means
// every kind: someone who never chose gets them all, and a kind added later reaches them too.
// notify() asks it (through the channels' channelsWanted) before it queues a push, so the rule
// lives here once (the reminders' join reads the row itself and asks pushKindsIn).
import { eq } from 'drizzle-orm';
import { PUSH_KINDS, type PushKind } from '#shared/notifications/kinds.ts';
import type { NotificationSettings } from '#shared/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema.ts';
import { retryOnBusy, type Tx } from '../../db/write-transaction.ts';
import { conflict } from '../../lib/http-error.ts';

type Reader = Database | Tx;

/** The kinds chosen, once each, in PUSH_KINDS order; a kind no longer known is left out. */
const inKindOrder = (kinds: readonly string[]): PushKind[] =>
  PUSH_KINDS.filter((kind) => kinds.includes(kind));

/** The kinds the person gets as a push: every kind unless they chose otherwise. */
export async function pushKindsOf(db: Reader, userId: string | null): Promise<PushKind[]> {
  if (!userId) return [...PUSH_KINDS];
  const [row] = await db
    .select({ pushKinds: notificationSettings.pushKinds })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return pushKindsIn(row?.pushKinds ?? null);
}

/** The kinds a saved choice names (null: never chosen, so every kind). */
export const pushKindsIn = (saved: readonly string[] | null): PushKind[] =>
  saved ? inKindOrder(saved) : [...PUSH_KINDS];

/**
 * Saves the caller's choice (the whole list each time, so a retry writes the same row). A
 * signed-in person without a users row yet (sign-up not finished) has nowhere to keep it: 409.
 */
export async function savePushKinds(
  db: Database,
  userId: string | null,
  { pushKinds }: NotificationSettings,
  now: Date,
): Promise<NotificationSettings> {
  if (!userId) throw conflict('notification_settings_need_account');
  const chosen = inKindOrder(pushKinds);
  const updatedAt = now.toISOString();
  await retryOnBusy(() =>
    db
      .insert(notificationSettings)
      .values({ userId, pushKinds: chosen, updatedAt })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { pushKinds: chosen, updatedAt },
      }),
  );
  return { pushKinds: chosen };
}
