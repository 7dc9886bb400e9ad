import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#pwa/components/ui/dialog.tsx';
import { SUCCESS_TOAST_MS } from '#pwa/components/ui/sonner.tsx';
import { readApiError } from '#pwa/lib/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/use-online-status.ts';
import type { Class } from '#shared/schemas/class.ts';
import { useUpdateClass } from '../api/my-classes.ts';
import {
  classEditFormSchema,
  type ClassEditFormOutput,
  type ClassEditFormValues,
} from '../lib/class-form-schema.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { CLASS_STATUS_WORD } from '#pwa/lib/class-status.ts';
import { withElements } from '#pwa/lib/message-parts.tsx';
import { ClassFields } from './class-fields.tsx';

type EditClassDialogProps = { item: Class; open: boolean; onOpenChange: (open: boolean) => void };

/** Update: the instructor edits an own class (PUT /api/class/:id); it goes back to pending. */
export function EditClassDialog({ item, open, onOpenChange }: EditClassDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{m.instructor_update_title({ name: item.Name })}</DialogTitle>
          <DialogDescription>
            {withElements(m.instructor_update_note, {
              status: <strong>{CLASS_STATUS_WORD.pending()}</strong>,
            })}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the class's current values. */}
        {open && <EditClassForm item={item} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditClassForm({ item, onDone }: { item: Class; onDone: () => void }) {
  const formId = `edit-class-${item._id}`;
  const updateClass = useUpdateClass();
  const connection = useConnectionRequired();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClassEditFormValues, unknown, ClassEditFormOutput>({
    resolver: zodResolver(classEditFormSchema),
    defaultValues: {
      Name: item.Name,
      photo: item.photo,
      price: String(item.price),
      sets: String(item.sets),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await updateClass.mutateAsync({ id: item._id, input: values });
      toast.success(m.toast_class_updated({ name: values.Name }), {
        duration: SUCCESS_TOAST_MS,
      });
      onDone();
    } catch (error) {
      const problem = await readApiError(error);
      for (const [field, message] of Object.entries(problem.fields ?? {})) {
        if (['Name', 'photo', 'price', 'sets'].includes(field))
          setError(field as keyof ClassEditFormValues, { message });
      }
      setFailure(problem.message);
    }
  });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
      <ClassFields
        formId={formId}
        fields={{
          Name: register('Name'),
          photo: register('photo'),
          price: register('price'),
          sets: register('sets'),
        }}
        errors={errors}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <NeedsConnectionNote id={connection.noteId} action={m.instructor_saving_action()} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {m.dashboard_cancel()}
        </Button>
        <Button
          type="submit"
          disabled={isSubmitting || connection.offline}
          aria-describedby={connection.describedBy}
        >
          {isSubmitting ? m.instructor_saving() : m.instructor_save_changes()}
        </Button>
      </DialogFooter>
    </form>
  );
}
