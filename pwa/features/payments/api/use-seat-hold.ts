import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readApiError } from '#pwa/lib/api-client.ts';
import { SEAT_HOLD_MINUTES } from '#shared/schemas/payment.ts';
import { createPaymentIntent } from './checkout.ts';

/** The intent, or an Error carrying the server's sentence (e.g. "No seats left in Yoga."). */
async function holdSeats(total: number) {
  try {
    return await createPaymentIntent(total);
  } catch (error) {
    throw new Error((await readApiError(error)).message, { cause: error });
  }
}

/**
 * The payment intent for `total`, created as soon as the page can (`ready`: online, fresh
 * selections) and again whenever the total changes. Creating it holds one seat of each selected
 * class for 10 minutes; `renew` asks again when the hold has lapsed or the attempt failed.
 */
export function useSeatHold(total: number, ready: boolean) {
  const intent = useMutation({ mutationFn: holdSeats });
  const { mutate, variables, isIdle } = intent;
  useEffect(() => {
    if (!ready || total <= 0) return;
    // One attempt per total: a failure waits for the student's "Try again".
    if (!isIdle && variables === total) return;
    mutate(total);
  }, [ready, total, isIdle, variables, mutate]);
  return { intent, renew: () => mutate(total) };
}

/**
 * Milliseconds left until `iso`, ticking every second (0 once it has passed). Never more than the
 * hold's length: the device's clock may run behind the server's, and the tick may lag a render.
 */
export function useTimeLeft(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  if (!iso) return 0;
  return Math.min(SEAT_HOLD_MINUTES * 60_000, Math.max(0, new Date(iso).getTime() - now));
}

/** 125 000 ms → "02:05" */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
