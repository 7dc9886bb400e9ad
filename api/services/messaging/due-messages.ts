// Writing due messages (outbound_messages): one row per channel the person wants a kind through,
// in the caller's transaction, so the message commits with what it tells and a crash loses
// neither. The dedupe key makes writing one twice a no-op (a reminder found again by the next
// tick, a retried request).
import type { NotificationParams, PushKind } from '#shared/notifications/kinds.ts';
import type { Database } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';
import { pushKindsIn, pushKindsOf } from '../notifications/notification-settings.ts';
import type { ChannelName } from './channel.ts';

/** The channels a person gets `kind` through: push, unless they chose otherwise (settings). */
export async function channelsWanted(
  tx: Tx | Database,
  userId: string,
  kind: PushKind,
): Promise<ChannelName[]> {
  return (await pushKindsOf(tx, userId)).includes(kind) ? ['push'] : [];
}

/** The channels a person's saved choice (null: none saved) names for `kind`. */
export const channelsBySettings = (
  pushKinds: readonly string[] | null,
  kind: PushKind,
): ChannelName[] => (pushKindsIn(pushKinds).includes(kind) ? ['push'] : []);

export interface DueMessageInput {
  userId: string;
  notificationId?: string | null;
  kind: PushKind;
  params: NotificationParams;
  path: string;
  /** Unique per message and channel (the channel's name is added). */
  dedupeKey: string;
  dueAt: Date;
}

/** Queues `message` through each channel; one already queued under its key stays as it is. */
export async function queueMessage(
  tx: Tx | Database,
  channels: readonly ChannelName[],
  message: DueMessageInput,
): Promise<void> {
  if (channels.length === 0) return;
  const { dueAt, dedupeKey, ...rest } = message;
  await tx
    .insert(outboundMessages)
    .values(
      channels.map((channel) => ({
        id: crypto.randomUUID(),
        channel,
        ...rest,
        dedupeKey: `${dedupeKey}:${channel}`,
        dueAt: dueAt.toISOString(),
      })),
    )
    .onConflictDoNothing({ target: outboundMessages.dedupeKey });
}
