/**
 * The formatting functions of shared/i18n/format.ts in this page's language and the reader's
 * digits (decision 021): `const { price, date } = useFormat(); price(1200, 'bdt')` →
 * "BDT 1,200" or "৳১,২০০". Its own module, not the locale's: the dates and Intl caches it brings stay out of
 * the first paint's code (the first paint counts with useNumbers, pwa/lib/i18n/locale.tsx).
 */
import * as React from 'react';
import * as format from '#shared/i18n/format.ts';
import type { FormatOptions } from '#shared/i18n/format.ts';
import { useLocale } from './locale.tsx';

export function useFormat() {
  const { locale, digits } = useLocale();
  return React.useMemo(() => {
    const options: FormatOptions = { locale, digits };
    const bind =
      <V, R extends unknown[]>(
        formatter: (value: V, options: FormatOptions, ...rest: R) => string,
      ) =>
      (value: V, ...rest: R) =>
        formatter(value, options, ...rest);
    return {
      digits: bind(format.localizeDigits),
      price: bind(format.formatPrice),
      totals: bind(format.formatTotals),
      count: bind(format.formatCount),
      number: bind(format.formatNumber),
      date: bind(format.formatDate),
      time: bind(format.formatTime),
      dateTime: bind(format.formatDateTime),
      weekday: bind(format.formatWeekday),
      relativeTime: bind(format.formatRelativeTime),
    };
  }, [locale, digits]);
}
