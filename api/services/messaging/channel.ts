// A channel carries a due message (outbound_messages) to a person: Web Push today, e-mail or SMS
// tomorrow. Features never call one: they call notify() (services/notifications/notify.ts), which
// queues a due row per channel the person wants; the dispatcher (dispatcher.ts) sends each row
// through its channel. A new channel is a new file implementing Channel and its name in
// CHANNEL_NAMES: nothing that sends changes.
import type { NotificationParams, PushKind } from '#shared/notifications/kinds.ts';
import type { outboundMessages } from '../../db/schema.ts';

/** Every channel there is (outbound_messages.channel). */
export const CHANNEL_NAMES = ['push'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/** A due row as a channel sees it. */
export type DueMessage = Omit<typeof outboundMessages.$inferSelect, 'kind' | 'params'> & {
  kind: PushKind;
  params: NotificationParams;
};

/** What became of one send to one address. */
export type SendResult =
  | { result: 'sent' }
  /** The address is no more (a push subscription the service says is gone): forget it. */
  | { result: 'gone' }
  /** Not now (busy, down, unreachable): try again later, after `afterMs` if the service said. */
  | { result: 'retry'; reason: string; afterMs?: number }
  /** Refused for good (a malformed request, a key the service does not accept): a person looks. */
  | { result: 'failed'; reason: string };

/**
 * One way of reaching people. `Address` is the channel's own (a push subscription, an e-mail
 * address); the dispatcher only hands them back.
 */
export interface Channel<Address = unknown> {
  readonly name: ChannelName;
  /** Where the person can be reached through this channel (none: 'no_recipient'). */
  addressesOf(userId: string): Promise<Address[]>;
  send(message: DueMessage, address: Address): Promise<SendResult>;
  /** Drops an address the channel's service said is gone. */
  forget(address: Address): Promise<void>;
}
