// A due message as the push its device shows (shared/notifications/push-payload.ts): said in the
// subscription's language, kept well under what push services carry (4 KB with the encryption's
// 103 bytes), so a long class name or feedback shortens the body rather than losing the push.
import type { Locale } from '#shared/i18n/locale.ts';
import type { PushPayload } from '#shared/notifications/push-payload.ts';
import { notificationText } from '#shared/notifications/notification-text.ts';
import type { DueMessage } from './channel.ts';

/** The payload's JSON at most this many bytes (UTF-8; a Bangla letter takes three). */
export const MAX_PAYLOAD_BYTES = 3000;

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** Cut to `max` characters (whole code points), with an ellipsis if anything was cut. */
const cut = (text: string, max: number) => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
};

export function pushPayloadOf(message: DueMessage, locale: Locale): PushPayload {
  const said = notificationText(message.kind, message.params, { locale });
  const payload: PushPayload = {
    title: cut(said.title, 200),
    body: cut(said.body, 1000),
    path: message.path,
    // A bell entry's push and its reminders replace each other on the device, never stack up.
    tag: cut(message.notificationId ?? message.dedupeKey, 200),
    notificationId: message.notificationId,
  };
  while (bytesOf(JSON.stringify(payload)) > MAX_PAYLOAD_BYTES && payload.body.length > 1) {
    payload.body = cut(payload.body, Math.floor([...payload.body].length * 0.8));
  }
  return payload;
}
