// The sibling discount on a selected or paid class (decision 051): a note under its name saying
// what was taken off, and its price as charged with the price before beside it. Nothing changes
// where there is no discount, so an adult's lists look as they did before families.
import { BadgePercent } from 'lucide-react';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Currency } from '#shared/money.ts';
import { priceAfterDiscount } from '#shared/payments/sibling-discount.ts';

interface Discounted {
  price: number;
  discount?: number | undefined;
  currency?: Currency | undefined;
}

export function DiscountNote({ discount, currency }: Omit<Discounted, 'price'>) {
  const format = useFormat();
  if (!discount) return null;
  return (
    <span className="mt-1 inline-flex max-w-full items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <BadgePercent aria-hidden="true" className="size-3 shrink-0" />
      <span className="wrap-anywhere">
        {m.sibling_discount_note({ amount: format.price(discount, currency) })}
      </span>
    </span>
  );
}

/**
 * The price to pay; when discounted, the price before it struck through above, lined up at the
 * end (a table's column) or the start (a card's text).
 */
export function DiscountedPrice({
  align = 'end',
  ...item
}: Discounted & { align?: 'start' | 'end' }) {
  const format = useFormat();
  if (!item.discount) return <>{format.price(item.price, item.currency)}</>;
  return (
    <span className={cn('inline-flex flex-col', align === 'end' ? 'items-end' : 'items-start')}>
      <s className="text-xs font-normal text-slate-500">
        <span className="sr-only">{m.sibling_discount_before()} </span>
        {format.price(item.price, item.currency)}
      </s>
      <span>{format.price(priceAfterDiscount(item), item.currency)}</span>
    </span>
  );
}
