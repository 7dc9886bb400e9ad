import { Check } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { RowDialog, useDialogState } from '#pwa/components/feedback/dialog-state.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Payment } from '#shared/schemas/payment.ts';
import { useApprovePayment } from '../api/approve-payment.ts';

/**
 * Deliver a payment the gateway flagged for review, after a confirmation: the student is
 * enrolled (a class that filled meanwhile is refunded instead, and the toast names it).
 */
export function ApprovePaymentButton({ payment }: { payment: Payment }) {
  // Mounted at its first opening: the payments list has a button per row.
  const dialog = useDialogState('approve');
  const online = useOnlineStatus();
  const approve = useApprovePayment();
  const format = useFormat();
  const confirm = () =>
    approve.mutate(payment, {
      onSuccess: (result) =>
        toastSuccess(
          m.payment_approved_toast(),
          result.refundedClasses.length > 0
            ? m.payment_approved_refunded_toast({ classNames: result.refundedClasses.join(', ') })
            : undefined,
        ),
      onError: async (error) => {
        toast.error((await readApiError(error)).message);
      },
    });
  return (
    <>
      <Button
        size="sm"
        disabled={approve.isPending || !online}
        onClick={() => dialog.setOpen(true)}
        aria-label={m.payment_approve_label({
          email: payment.email,
          amount: format.price(payment.price, payment.currency),
        })}
      >
        <Check aria-hidden="true" />
        {m.payment_approve()}
      </Button>
      <RowDialog dialog={dialog}>
        <ConfirmDialog
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          onConfirm={confirm}
          title={m.payment_approve_confirm_title()}
          description={m.payment_approve_confirm_text({ email: payment.email })}
          confirmLabel={m.payment_approve_confirm()}
          confirmVariant="default"
        />
      </RowDialog>
    </>
  );
}
