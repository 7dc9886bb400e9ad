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
import { useConnectionRequired } from '#pwa/lib/use-online-status.ts';
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
            <DialogTitle>FeedBack</DialogTitle>
            <DialogDescription>
              Write a note to the instructor of <strong>{className}</strong>. They see it in My
              Classes.
            </DialogDescription>
          </DialogHeader>
          <FormField
            formId="feedback"
            name="feedback"
            label="Feedback"
            error={errors.feedback?.message}
          >
            {(control) => <Textarea rows={5} autoFocus {...control} {...register('feedback')} />}
          </FormField>
          <NeedsConnectionNote id={connection.noteId} action="Sending feedback" />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={isSubmitting || connection.offline}
              aria-describedby={connection.describedBy}
              onClick={submitWith('approved')}
            >
              Approve with feedback
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={isSubmitting || connection.offline}
              aria-describedby={connection.describedBy}
            >
              Deny with feedback
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
