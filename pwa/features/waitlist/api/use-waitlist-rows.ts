import { useMyWaitlist } from './get-waitlist.ts';
import { mergeWaitlistOutbox, useWaitlistOutbox, type WaitlistRow } from './waitlist-outbox.ts';

/**
 * The student's waitlist as they should see it: the server's live entries with this device's
 * waiting joins and leaves applied. Offers first (the soonest to end first), then the line's
 * entries in the order they were joined. `query`: the server's list, for its loading and errors.
 */
export function useMyWaitlistRows(email: string | null) {
  const query = useMyWaitlist(email);
  const outbox = useWaitlistOutbox(email);
  const rows = mergeWaitlistOutbox(query.data ?? [], outbox.data ?? []).sort(byOfferThenJoined);
  return { query, rows };
}

function byOfferThenJoined(a: WaitlistRow, b: WaitlistRow): number {
  const offered = Number(b.status === 'offered') - Number(a.status === 'offered');
  if (offered !== 0) return offered;
  if (a.offerExpiresAt && b.offerExpiresAt) return a.offerExpiresAt.localeCompare(b.offerExpiresAt);
  return a.createdAt.localeCompare(b.createdAt);
}
