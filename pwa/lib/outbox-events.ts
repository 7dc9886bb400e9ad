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
