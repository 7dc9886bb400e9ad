// What the background sender says of the changes it sent (pwa/components/layout/outbox-sync.tsx),
// in the reader's language; loaded with the outbox, after sign-in, not with the first paint.
import { m } from '#shared/i18n/paraglide/messages.js';

/** "Your offline change was saved" for one change, "… changes were saved" for more. */
export const savedText = (count: number): string =>
  count === 1 ? m.outbox_change_saved() : m.outbox_changes_saved();

/** The title of a refusal whose kind of change has no words of its own. */
export const refusedText = (): string => m.outbox_change_refused();
