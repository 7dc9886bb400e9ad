/**
 * When a change was queued, as the list of waiting changes says it: "Queued at 2:05 PM",
 * "Queued yesterday at 9:12 AM", "Queued on June 12 at 9:12 AM", in the reader's clock.
 */
import { formatDate, formatTime, type FormatOptions } from '#shared/i18n/format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

const DAY_MS = 86_400_000;

/** The reader's calendar day, as a count (rounded: a day with a clock change is 23 or 25 hours). */
const dayNumber = (date: Date) =>
  Math.round(new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() / DAY_MS);

export function queuedAtText(
  createdAt: string,
  options: FormatOptions,
  now: Date = new Date(),
): string {
  const at = new Date(createdAt);
  const time = formatTime(at, options);
  const daysAgo = dayNumber(now) - dayNumber(at);
  if (daysAgo <= 0) return m.outbox_queued_today({ time });
  if (daysAgo === 1) return m.outbox_queued_yesterday({ time });
  const sameYear = at.getFullYear() === now.getFullYear();
  const date = formatDate(
    at,
    options,
    sameYear
      ? { month: 'long', day: 'numeric' }
      : { year: 'numeric', month: 'long', day: 'numeric' },
  );
  return m.outbox_queued_on({ date, time });
}
