import * as React from 'react';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { WaitlistRow } from '../api/waitlist-outbox.ts';

/**
 * Tells a screen reader about the offers on screen. A live region announces what changes in it,
 * not what it holds when it appears, so the text is put in after the region is there.
 */
export function OfferAnnouncer({ rows }: { rows: readonly WaitlistRow[] }) {
  const format = useFormat();
  const text = rows
    .filter((row) => row.status === 'offered' && row.offerExpiresAt)
    .map((row) => {
      const until = row.offerExpiresAt ?? '';
      const [date, time] = [format.date(until), format.time(until)];
      return m.waitlist_offer_announce({ className: row.className, date, time });
    })
    .join(' ');
  const [said, setSaid] = React.useState('');
  React.useEffect(() => setSaid(text), [text]);
  return (
    <div role="status" className="sr-only">
      {said}
    </div>
  );
}
