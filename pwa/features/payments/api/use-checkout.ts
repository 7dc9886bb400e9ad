import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { priceAfterDiscount } from '#shared/payments/sibling-discount.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { currencyOrDefault, sumPrices, type Currency } from '#shared/money.ts';
import { SEAT_HOLD_MINUTES, type FinalizePaymentResult } from '#shared/schemas/payment.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { ReadApiError, readApiError } from '#pwa/lib/api/api-client.ts';
import {
  confirmCardPayment,
  type BillingDetails,
  type CardPayment,
} from './confirm-card-payment.ts';
import { createPaymentIntent, type PaymentRequest } from './create-payment-intent.ts';
import { finalizePayment } from './finalize-payment.ts';
import { useTimeLeft } from '#pwa/lib/timing/use-time-left.ts';

// Why Pay is disabled, in the page's language (read as the hook renders).
export const PAY_OFFLINE = m.error_pay_offline;
export const PAY_HOLDING = m.error_pay_holding;
export const PAY_HOLD_FAILED = m.error_pay_hold_failed;
export const PAY_HOLD_ENDED = m.error_pay_hold_ended;
export const PAY_FREE = m.error_pay_free;
export const PAY_CHARGED = m.error_pay_charged;

/** What both card forms need from the checkout to offer Pay. */
export type PayState = {
  total: number;
  currency: Currency;
  /** Why Pay cannot run right now (offline, no seat hold yet …); null when it can. */
  blockedReason: string | null;
  /** True when the reason is the lost connection: it gets the offline icon. */
  offline: boolean;
  paying: boolean;
  /** The provider's message about the card (declined, expired …). */
  cardError: string | null;
};

export type PaymentDone = { transactionId: string; refundedClasses: string[] };

/**
 * A call whose failure carries the sentence to show (the API's, e.g. "No seats left in Yoga."),
 * and the API's reason and values (readApiError gives them back).
 */
async function readable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ReadApiError(await readApiError(error), { cause: error });
  }
}

/** The selections paid in one payment: those priced in its currency. */
export const inCurrency = <T extends Pick<Selection, 'currency'>>(
  selections: readonly T[],
  currency: Currency,
): T[] => selections.filter((selection) => currencyOrDefault(selection.currency) === currency);

/**
 * product.md's total: the sum of the selected classes' prices in one currency, each less the
 * sibling discount the server sent with it (decision 051).
 */
export function paymentTotal(
  selections: readonly Pick<Selection, 'price' | 'currency' | 'discount'>[],
  currency: Currency,
): number {
  return sumPrices(inCurrency(selections, currency).map(priceAfterDiscount), currency);
}

/**
 * One payment, in one currency (the selections priced in others wait for their own), as three
 * mutations the hook owns: the intent (POST /api/create-payment-intent,
 * made as soon as the selections are fresh and again when their total changes; it holds one seat
 * of each class for 10 minutes), the card confirmation with the intent's secret, and the finalize
 * (POST /api/payments). When only the finalize fails, the card has been charged: `charged` keeps
 * the transaction id and `recordAgain` retries it (the server's finalize is idempotent).
 */
export function useCheckout({
  selections,
  currency,
  billing,
  online,
  holdSeats = true,
  onPaid,
}: {
  selections: UseQueryResult<Selection[]>;
  currency: Currency;
  billing: BillingDetails;
  online: boolean;
  /** False while the student pays another way (a gateway's start holds the seats itself). */
  holdSeats?: boolean;
  onPaid: (done: PaymentDone) => void;
}) {
  const total = paymentTotal(selections.data ?? [], currency);
  const fresh = selections.isSuccess && !selections.isFetching;

  const intent = useMutation({
    mutationFn: (request: PaymentRequest) => readable(() => createPaymentIntent(request)),
  });
  const card = useMutation({
    mutationFn: (payment: CardPayment) =>
      readable(() => confirmCardPayment(intent.data?.clientSecret ?? '', payment, billing)),
  });
  const record = useMutation({
    mutationFn: (transactionId: string) => readable(() => finalizePayment(transactionId)),
    onSuccess: (result, transactionId) => onPaid(toDone(transactionId, result)),
  });

  const { mutate: hold, variables: held, isIdle } = intent;
  useEffect(() => {
    if (!holdSeats || !online || !fresh || total <= 0) return;
    // One attempt per total: a failure waits for the student's "Try again".
    if (!isIdle && held?.price === total && held.currency === currency) return;
    hold({ price: total, currency });
  }, [holdSeats, online, fresh, total, currency, isIdle, held, hold]);

  const timeLeft = useTimeLeft(intent.data?.holdExpiresAt, { atMost: SEAT_HOLD_MINUTES * 60_000 });
  const paying = card.isPending || record.isPending;
  const charged = record.isError ? (card.data?.id ?? null) : null;

  // A second submit in the same frame (before `paying` renders) must not charge twice.
  const running = useRef(false);
  const pay = async (payment: CardPayment) => {
    if (running.current || paying || !intent.data) return;
    running.current = true;
    try {
      const confirmed = await card.mutateAsync(payment).catch(() => null);
      if (confirmed) await record.mutateAsync(confirmed.id).catch(() => undefined);
    } finally {
      running.current = false;
    }
  };

  const blockedReason = !online
    ? PAY_OFFLINE()
    : total <= 0
      ? PAY_FREE()
      : intent.isError
        ? PAY_HOLD_FAILED()
        : !intent.data
          ? PAY_HOLDING()
          : timeLeft <= 0
            ? PAY_HOLD_ENDED()
            : null;
  const state: PayState = {
    total,
    currency,
    blockedReason: charged ? PAY_CHARGED() : blockedReason,
    offline: !online,
    paying,
    cardError: card.error?.message ?? null,
  };

  return {
    total,
    intent,
    timeLeft,
    state,
    pay: (payment: CardPayment) => void pay(payment),
    /** Holds the seats again once the hold has lapsed. */
    holdAgain: () => hold({ price: total, currency }),
    /** After a refusal (a class filled, the total changed): the fresh selections, then a hold. */
    tryHoldAgain: () => void selections.refetch().then(() => intent.reset()),
    charged,
    recordError: record.error?.message ?? null,
    recordAgain: () => charged && !paying && record.mutate(charged),
    done: record.data && record.variables ? toDone(record.variables, record.data) : null,
  };
}

function toDone(transactionId: string, result: FinalizePaymentResult): PaymentDone {
  return { transactionId, refundedClasses: result.refundedClasses ?? [] };
}
