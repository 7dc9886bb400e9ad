import { useFormat } from '#pwa/lib/i18n/use-format.ts';

const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/**
 * A payment's date in the page's language: "Jun 12, 2023, 4:05 PM" ("১২ জুন, ২০২৩, ৪:০৫ PM" in
 * Bangla), or without the time; an unreadable date is shown as it came.
 */
export function usePaymentDate() {
  const format = useFormat();
  return (iso: string, { withTime = true }: { withTime?: boolean } = {}) => {
    if (Number.isNaN(new Date(iso).getTime())) return iso;
    const day = format.date(iso, SHORT_DATE);
    return withTime ? `${day}, ${format.time(iso)}` : day;
  };
}
