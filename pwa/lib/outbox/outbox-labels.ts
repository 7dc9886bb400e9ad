/**
 * What a queued change is, in words: a feature stores a label with the change when it queues it
 * (a class's or a person's name the request may not carry) and reads it back in its outbox kind
 * (`describe`), in the language of the moment; a change no kind names gets a plain sentence.
 */
import { m } from '#shared/i18n/paraglide/messages.js';
import type { OutboxEntry, OutboxLabel } from '../storage/local-db.ts';
import type { OutboxKinds } from './outbox-kinds.ts';

/** A label naming one of the feature's messages; values it does not have are left out. */
export function outboxLabel(
  message: string,
  params: Readonly<Record<string, string | null | undefined>>,
): OutboxLabel {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && value !== '') kept[key] = value;
  }
  return { message, params: kept };
}

/**
 * The stored label's values when it names `message` and has each of `required`, else null: a
 * label is data on the device, perhaps written by another version of the app.
 */
export function labelParams<Required extends string>(
  entry: OutboxEntry,
  message: string,
  required: readonly Required[],
): (Record<Required, string> & Partial<Record<string, string>>) | null {
  const label = entry.label;
  if (label?.message !== message || typeof label.params !== 'object' || label.params === null) {
    return null;
  }
  const params = label.params as Partial<Record<string, unknown>>;
  if (!required.every((key) => typeof params[key] === 'string')) return null;
  return params as Record<Required, string> & Partial<Record<string, string>>;
}

/** The change in the reader's words: its kind's, else a plain sentence true of any change. */
export function describeChange(entry: OutboxEntry, kinds: OutboxKinds | undefined): string {
  return kinds?.[entry.op]?.describe?.(entry) || m.outbox_label_unknown();
}
