import { useRef, useState } from 'react';
import { readApiError } from '#pwa/lib/api-client.ts';
import type { FinalizePaymentResult } from '#shared/schemas/payment.ts';

export type PaymentDone = { transactionId: string; refundedClasses: string[] };

/**
 * The two steps of a payment: the card step (the provider confirms the intent; its refusal is
 * shown under the form) and recording it (POST /api/payments). When only the recording fails, the
 * card has been charged: `charged` keeps the intent's id so recording can be retried; the server's
 * finalize is idempotent, so a retry never makes a second payment.
 */
export function usePay({
  clientSecret,
  record,
  onDone,
}: {
  clientSecret: string | null;
  record: (transactionId: string) => Promise<FinalizePaymentResult>;
  onDone: (done: PaymentDone) => void;
}) {
  const running = useRef(false);
  const [paying, setPaying] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [charged, setCharged] = useState<string | null>(null);
  const [recordError, setRecordError] = useState<string | null>(null);
  const [done, setDone] = useState<PaymentDone | null>(null);

  const begin = () => {
    if (running.current) return false;
    running.current = true;
    setPaying(true);
    return true;
  };
  const end = () => {
    running.current = false;
    setPaying(false);
  };

  const finish = async (transactionId: string) => {
    setRecordError(null);
    try {
      const result = await record(transactionId);
      const outcome = { transactionId, refundedClasses: result.refundedClasses ?? [] };
      setCharged(null);
      setDone(outcome);
      onDone(outcome);
    } catch (error) {
      setCharged(transactionId);
      setRecordError((await readApiError(error)).message);
    }
  };

  /** Runs the card step with `confirm`, then records the payment. */
  const pay = async (confirm: (clientSecret: string) => Promise<{ id: string }>) => {
    if (!clientSecret || !begin()) return;
    setCardError(null);
    try {
      let transactionId: string;
      try {
        transactionId = (await confirm(clientSecret)).id;
      } catch (error) {
        setCardError((await readApiError(error)).message);
        return;
      }
      await finish(transactionId);
    } finally {
      end();
    }
  };

  /** Records a payment whose card step succeeded but whose recording failed. */
  const retryRecord = async () => {
    if (!charged || !begin()) return;
    try {
      await finish(charged);
    } finally {
      end();
    }
  };

  return { pay, retryRecord, paying, cardError, charged, recordError, done };
}
