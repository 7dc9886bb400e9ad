import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#pwa/components/ui/alert-dialog.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  title?: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
};

/** The spec's delete confirmation: 'Are you sure?' / "You won't be able to revert this!" / 'Yes, delete it!'. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title = m.feedback_confirm_title(),
  description = m.feedback_confirm_text(),
  confirmLabel = m.feedback_confirm_delete(),
  cancelLabel = m.dashboard_cancel(),
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
