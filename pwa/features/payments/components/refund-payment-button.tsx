import { Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { RowDialog, useDialogState } from '#pwa/components/feedback/dialog-state.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { SUCCESS_TOAST_MS } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Payment } from '#shared/schemas/payment.ts';
import { useRefundPayment } from '../api/refund-payment.ts';

/**
 * Refund what is still enrolled through a payment, after a confirmation. A payment held for
 * review has nothing enrolled yet: refunding it refuses it, all of it going back.
 */
export function RefundPaymentButton({ payment }: { payment: Payment }) {
  // Mounted at its first opening: the payments list has a button per row.
  const dialog = useDialogState('refund');
  const online = useOnlineStatus();
  const refund = useRefundPayment();
  const format = useFormat();
  const held = payment.review === 'held';
  const amount = format.price(payment.price, payment.currency);
  const confirm = () =>
    refund.mutate(payment, {
      onSuccess: (result) =>
        toast.success(m.toast_refunded(), {
          description: m.toast_refunded_to({
            amount: format.price(result.refunded, result.currency),
            email: payment.email,
          }),
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
        onClick={() => dialog.setOpen(true)}
        aria-label={
          held
            ? m.payment_refuse_label({ email: payment.email, amount })
            : m.payment_refund_label({ email: payment.email, amount })
        }
      >
        <Undo2 aria-hidden="true" />
        {m.payment_refund()}
      </Button>
      <RowDialog dialog={dialog}>
        <ConfirmDialog
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          onConfirm={confirm}
          description={
            held
              ? m.payment_refund_held_confirm_text({ email: payment.email })
              : m.payment_refund_confirm_text({ email: payment.email })
          }
          confirmLabel={m.payment_refund_confirm()}
        />
      </RowDialog>
    </>
  );
}
