import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#pwa/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#pwa/components/ui/dialog.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Textarea } from '#pwa/components/ui/textarea.tsx';
import { withElements } from '#pwa/lib/i18n/message-parts.tsx';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { ClassReviewInput } from '#shared/schemas/class.ts';
import { feedbackFormSchema, type FeedbackForm } from '../lib/feedback-schema.ts';

type FeedbackDialogProps = {
  className: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves when the review is stored; the dialog closes then. */
  onSubmit: (review: Required<ClassReviewInput>) => Promise<void>;
};

/**
 * FeedBack: a note to the instructor, shown in their My Classes. The API's PATCH needs a status,
 * so the note is sent with a decision: deny (the usual case: say what to fix) or approve.
 */
export function FeedbackDialog({ className, open, onOpenChange, onSubmit }: FeedbackDialogProps) {
  const connection = useConnectionRequired();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackForm>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { feedback: '' },
  });

  const submitWith = (status: ClassReviewInput['status']) =>
    handleSubmit(async ({ feedback }) => {
      try {
        await onSubmit({ status, feedback });
      } catch {
        return; // The caller has told the user why; keep the note so they can retry.
      }
      reset();
      onOpenChange(false);
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form noValidate onSubmit={submitWith('Denied')} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{m.admin_feedback()}</DialogTitle>
            <DialogDescription>
              {withElements(m.admin_feedback_text, { class: <strong>{className}</strong> })}
            </DialogDescription>
          </DialogHeader>
          <FormField
            formId="feedback"
            name="feedback"
            label={m.admin_feedback_field()}
            error={errors.feedback?.message}
          >
            {(control) => <Textarea rows={5} autoFocus {...control} {...register('feedback')} />}
          </FormField>
          <NeedsConnectionNote id={connection.noteId} action={m.admin_feedback_sending_action()} />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={isSubmitting || connection.offline}
              aria-describedby={connection.describedBy}
              onClick={submitWith('approved')}
            >
              {m.admin_feedback_approve()}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={isSubmitting || connection.offline}
              aria-describedby={connection.describedBy}
            >
              {m.admin_feedback_deny()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
