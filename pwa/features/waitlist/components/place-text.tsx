import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { WaitlistRow } from '../api/waitlist-outbox.ts';
import { placeText } from '../lib/place.ts';

/** The place in line as a sentence, or why it is not known yet. */
export function PlaceText({ row }: { row: WaitlistRow }) {
  const format = useFormat();
  if (row.sync?.state === 'waiting') return <>{m.waitlist_waiting_sync_text()}</>;
  return <>{row.place === null ? m.waitlist_in_line() : placeText(row.place, format.count)}</>;
}
