/**
 * "The outbox changed" as an event, in this tab and the others (BroadcastChannel). Kept apart
 * from outbox.ts so screens can listen without loading Dexie on first paint.
 */
import type { OutboxEntry } from '../storage/local-db.ts';

const EVENT = 'outbox-change';
const target = new EventTarget();
let channel: BroadcastChannel | null = null;
const sentElsewhere = new Set<(entry: OutboxEntry) => void>();

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!channel) {
    channel = new BroadcastChannel('sports-academy-outbox');
    // Another tab sent or queued something: this tab's lists are stale too.
    channel.onmessage = (event: MessageEvent) => {
      const sent = (event.data as { sent?: OutboxEntry } | null)?.sent;
      if (sent) for (const listener of sentElsewhere) listener(sent);
      target.dispatchEvent(new Event(EVENT));
    };
  }
  return channel;
}

/**
 * The server accepted `entry`, sent by this tab: the other tabs show it as the server's at once,
 * as this one did. Refetching alone would leave a tab whose refetch the network cut showing the
 * change as never made, and offering to make it again.
 */
export function notifyOutboxSent(entry: OutboxEntry): void {
  getChannel()?.postMessage({ sent: entry });
}

/** Another tab sent `entry` and the server accepted it. */
export function onOutboxSentElsewhere(listener: (entry: OutboxEntry) => void): () => void {
  getChannel();
  sentElsewhere.add(listener);
  return () => sentElsewhere.delete(listener);
}

export function notifyOutboxChange(): void {
  target.dispatchEvent(new Event(EVENT));
  getChannel()?.postMessage('change');
}

export function onOutboxChange(listener: () => void): () => void {
  getChannel();
  target.addEventListener(EVENT, listener);
  return () => target.removeEventListener(EVENT, listener);
}

/**
 * Whether this tab is sending the outbox right now (the navigation bar says 'Syncing…'). A
 * counter, not a flag: two overlapping sends end when both have.
 */
const SYNCING_EVENT = 'outbox-syncing';
let sending = 0;

export function setOutboxSending(active: boolean): void {
  sending = Math.max(0, sending + (active ? 1 : -1));
  target.dispatchEvent(new Event(SYNCING_EVENT));
}

export function isOutboxSending(): boolean {
  return sending > 0;
}

export function onOutboxSendingChange(listener: () => void): () => void {
  target.addEventListener(SYNCING_EVENT, listener);
  return () => target.removeEventListener(SYNCING_EVENT, listener);
}
