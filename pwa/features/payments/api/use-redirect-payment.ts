import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Currency } from '#shared/money.ts';
import type { RedirectGatewayName } from '#shared/schemas/payment.ts';
import { ReadApiError, readApiError } from '#pwa/lib/api/api-client.ts';
import { goToGateway } from '../lib/go-to-gateway.ts';
import { startPayment, type StartPaymentRequest } from './start-payment.ts';

/**
 * Paying on a gateway's page (bKash, SSLCommerz): POST /api/payments/start, then the browser
 * leaves for the page it answers. Once started the page is on its way out, so `starting` stays
 * true: a second tap cannot start a second payment. Coming back with the browser's Back button
 * may show this page from the back/forward cache: it can start again then.
 */
export function useRedirectPayment({
  gateway,
  total,
  currency,
  onRefused,
}: {
  gateway: RedirectGatewayName;
  total: number;
  currency: Currency;
  /** A refusal (a class filled, the total changed): the page fetches its selections again. */
  onRefused?: () => void;
}) {
  const start = useMutation({
    mutationFn: async (request: StartPaymentRequest) => {
      try {
        return await startPayment(request);
      } catch (error) {
        throw new ReadApiError(await readApiError(error), { cause: error });
      }
    },
    onSuccess: (result) => goToGateway(result.redirectUrl),
    onError: () => onRefused?.(),
  });
  // A second tap in the same frame, before `isPending` renders, must not start twice.
  const running = useRef(false);
  const { reset } = start;
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      reset();
    };
    window.addEventListener('pageshow', shownAgain);
    return () => window.removeEventListener('pageshow', shownAgain);
  }, [reset]);
  // Another gateway or currency chosen after a refusal: its message no longer applies.
  useEffect(() => {
    if (running.current) return;
    reset();
  }, [gateway, currency, reset]);

  const pay = () => {
    if (running.current) return;
    running.current = true;
    start.mutate({ gateway, price: total, currency }, { onError: () => (running.current = false) });
  };
  return {
    pay,
    starting: start.isPending || start.isSuccess,
    error: start.error?.message ?? null,
  };
}
