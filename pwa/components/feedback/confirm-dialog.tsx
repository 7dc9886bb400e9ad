import type { ReactNode } from 'react';
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
  title?: ReactNode;
  /** A sentence, or a block of its own (paragraphs, lists) when there is more to say. */
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'destructive' (the default) for what cannot be undone; 'default' to go on despite a warning. */
  confirmVariant?: 'destructive' | 'default';
  /**
   * Where the focus goes when the dialog closes. Radix gives it back to a trigger; a dialog opened
   * without one (after an await) says here where it goes.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Asks before an action. With no texts it is product.md's delete confirmation: 'Are you sure?' /
 * "You won't be able to revert this!" / 'Yes, delete it!'.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title = m.feedback_confirm_title(),
  description = m.feedback_confirm_text(),
  confirmLabel = m.feedback_confirm_delete(),
  cancelLabel = m.dashboard_cancel(),
  confirmVariant = 'destructive',
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const plainDescription = typeof description === 'string';
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild={!plainDescription}>
            {plainDescription ? description : <div className="grid gap-3">{description}</div>}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant={confirmVariant} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
