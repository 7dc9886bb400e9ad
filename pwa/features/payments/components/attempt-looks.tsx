import { CheckCircle2, CircleSlash, Loader2, ShieldCheck, Undo2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { PaymentAttempt, PaymentAttemptStatus } from '#shared/schemas/payment.ts';
import { STILL_CONFIRMING_AFTER } from '../api/get-payment-attempt.ts';

export type Look = {
  icon: ReactNode;
  tone: string;
  title: () => string;
  text: (gateway: string) => string;
};

const spinner = <Loader2 className="animate-spin motion-reduce:animate-none" />;

/** Each status as the page says it: its icon and colour, its heading and its sentence. */
export const LOOKS: Record<PaymentAttemptStatus | 'still_confirming', Look> = {
  confirming: {
    icon: spinner,
    tone: 'border-sky-200 text-sky-800',
    title: m.payment_return_confirming_title,
    text: (gateway) => m.payment_return_confirming_text({ gateway }),
  },
  still_confirming: {
    icon: spinner,
    tone: 'border-sky-200 text-sky-800',
    title: m.payment_return_still_title,
    text: (gateway) => m.payment_return_still_text({ gateway }),
  },
  paid: {
    icon: <CheckCircle2 />,
    tone: 'border-emerald-200 text-emerald-700',
    title: m.payment_return_paid_title,
    text: () => m.payment_return_paid_text(),
  },
  held_for_review: {
    icon: <ShieldCheck />,
    tone: 'border-amber-300 text-amber-700',
    title: m.payment_return_held_title,
    text: (gateway) => m.payment_return_held_text({ gateway }),
  },
  failed: {
    icon: <XCircle />,
    tone: 'border-red-200 text-red-700',
    title: m.payment_return_failed_title,
    text: () => m.payment_return_failed_text(),
  },
  cancelled: {
    icon: <CircleSlash />,
    tone: 'border-slate-300 text-slate-600',
    title: m.payment_return_cancelled_title,
    text: () => m.payment_return_failed_text(),
  },
  refunded: {
    icon: <Undo2 />,
    tone: 'border-amber-300 text-amber-700',
    title: m.payment_return_refunded_title,
    text: () => m.payment_return_refunded_text(),
  },
};

/** Which look an attempt wears: a long confirmation says the student may leave. */
export function stateKey(
  data: PaymentAttempt,
  responses: number,
): PaymentAttemptStatus | 'still_confirming' {
  return data.status === 'confirming' && responses >= STILL_CONFIRMING_AFTER
    ? 'still_confirming'
    : data.status;
}
