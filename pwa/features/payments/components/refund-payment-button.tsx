import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { SUCCESS_TOAST_MS } from '#pwa/components/ui/sonner.tsx';
import { readApiError } from '#pwa/lib/api-client.ts';
import { useOnlineStatus } from '#pwa/lib/use-online-status.ts';
import { formatDollars } from '#shared/money.ts';
import type { Payment } from '#shared/schemas/payment.ts';
import { useRefundPayment } from '../api/refund-payment.ts';

/** Refund what is still enrolled through a payment, after a confirmation. */
export function RefundPaymentButton({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState(false);
  const online = useOnlineStatus();
  const refund = useRefundPayment();
  const confirm = () =>
    refund.mutate(payment, {
      onSuccess: (result) =>
        toast.success('Refunded!', {
          description: `${formatDollars(result.refunded)} goes back to ${payment.email}.`,
          duration: SUCCESS_TOAST_MS,
        }),
      onError: async (error) => {
        toast.error((await readApiError(error)).message);
      },
    });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={refund.isPending || !online}
        onClick={() => setOpen(true)}
        aria-label={`Refund the payment of ${payment.email} (${formatDollars(payment.price)})`}
      >
        <Undo2 aria-hidden="true" />
        Refund
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={confirm}
        description={`The classes still enrolled through this payment are refunded to ${payment.email}'s card and their seats are freed. You won't be able to revert this!`}
        confirmLabel="Yes, refund it!"
      />
    </>
  );
}
