/**
 * "The outbox changed" as an event, in this tab and the others (BroadcastChannel). Kept apart
 * from outbox.ts so screens can listen without loading Dexie on first paint.
 */
const EVENT = 'outbox-change';
const target = new EventTarget();
let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!channel) {
    channel = new BroadcastChannel('sports-academy-outbox');
    // Another tab sent or queued something: this tab's lists are stale too.
    channel.onmessage = () => target.dispatchEvent(new Event(EVENT));
  }
  return channel;
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
