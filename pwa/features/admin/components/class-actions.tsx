import { MessageSquareText, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { RowDialog, useDialogState } from '#pwa/components/feedback/dialog-state.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { SUCCESS_TOAST_MS } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class, ClassReviewInput } from '#shared/schemas/class.ts';
import { useDeleteClass, useReviewClass } from '../api/classes.ts';
import {
  approvedToast,
  canReview,
  deniedToast,
  denyButtonLabel,
  statusButtonLabel,
} from '../lib/class-review.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

async function toastFailure(error: unknown) {
  toast.error((await readApiError(error)).message);
}

const STATUS_BUTTON_STYLE = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
  approved: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  Denied: 'border-red-300 bg-red-50 text-red-900',
} as const;

/** Status (approves while pending), Deny, FeedBack and Delete for one class. */
export function useClassActions(item: Class) {
  const review = useReviewClass();
  const remove = useDeleteClass();
  // Each mounted at its first opening: a closed one in every row weighed on the list's first render.
  const feedbackDialog = useDialogState('feedback');
  const confirmDialog = useDialogState('delete');
  const online = useOnlineStatus();
  const reviewable = canReview(item.status) && !review.isPending && online;

  const decide = async (input: ClassReviewInput) => {
    try {
      await review.mutateAsync({ item, review: input });
      const text = input.status === 'approved' ? approvedToast(item.Name) : deniedToast(item.Name);
      toast.success(text, { duration: SUCCESS_TOAST_MS });
    } catch (error) {
      await toastFailure(error);
      throw error;
    }
  };

  const status = (
    <Button
      size="sm"
      variant="outline"
      className={STATUS_BUTTON_STYLE[item.status]}
      disabled={!reviewable}
      onClick={() => void decide({ status: 'approved' }).catch(() => {})}
      aria-label={
        reviewable
          ? m.admin_approve_label({ status: statusButtonLabel(item.status), name: item.Name })
          : m.admin_status_label({ status: statusButtonLabel(item.status) })
      }
    >
      {statusButtonLabel(item.status)}
    </Button>
  );
  const deny = (
    <Button
      size="sm"
      variant="destructive"
      disabled={!reviewable}
      onClick={() => void decide({ status: 'Denied' }).catch(() => {})}
      aria-label={`${denyButtonLabel(item.status)}: ${item.Name}`}
    >
      {denyButtonLabel(item.status)}
    </Button>
  );
  const feedback = (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={!reviewable}
        onClick={() => feedbackDialog.setOpen(true)}
        aria-label={m.admin_feedback_for({ name: item.Name })}
      >
        <MessageSquareText aria-hidden="true" className="max-2xl:hidden" />
        {m.admin_feedback()}
      </Button>
      <RowDialog dialog={feedbackDialog}>
        <FeedbackDialog
          className={item.Name}
          open={feedbackDialog.open}
          onOpenChange={feedbackDialog.setOpen}
          onSubmit={decide}
        />
      </RowDialog>
    </>
  );
  const confirmDelete = () =>
    remove.mutate(item, {
      onSuccess: () =>
        toast.success(m.toast_deleted(), {
          description: m.toast_file_deleted(),
          duration: SUCCESS_TOAST_MS,
        }),
      onError: toastFailure,
    });
  const del = (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        disabled={remove.isPending || !online}
        onClick={() => confirmDialog.setOpen(true)}
        aria-label={m.dashboard_delete_named({ name: item.Name })}
      >
        <Trash2 aria-hidden="true" className="max-2xl:hidden" />
        {m.dashboard_delete()}
      </Button>
      <RowDialog dialog={confirmDialog}>
        <ConfirmDialog
          open={confirmDialog.open}
          onOpenChange={confirmDialog.setOpen}
          onConfirm={confirmDelete}
        />
      </RowDialog>
    </>
  );
  return { status, deny, feedback, del };
}
