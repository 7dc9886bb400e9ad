import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
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
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { CLASS_STATUS_WORD } from '#pwa/lib/i18n/class-status.ts';
import { withElements } from '#pwa/lib/i18n/message-parts.tsx';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { useCreateClass } from '../api/my-classes.ts';
import {
  detailsFormOf,
  newClassFormSchema,
  type NewClassFormOutput,
  type NewClassFormValues,
} from '../lib/class-form-schema.ts';
import { applyRefusal } from '../lib/class-form-refusal.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { ClassDetailsFields } from './class-details-fields.tsx';
import { ClassFields } from './class-fields.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import { SchedulePreview } from './schedule-preview.tsx';

const FORM_ID = 'add-class';

type AddClassFormProps = {
  /** The signed-in instructor: prefilled and editable (product.md §2). */
  instructor: { name: string; email: string };
};

export function AddClassForm({ instructor }: AddClassFormProps) {
  const createClass = useCreateClass();
  const connection = useConnectionRequired();
  const [added, setAdded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [scheduleRefusal, setScheduleRefusal] = useState<string | null>(null);
  const empty: NewClassFormValues = {
    Name: '',
    photo: '',
    IName: instructor.name,
    Iemail: instructor.email,
    price: '',
    sets: '',
    ...detailsFormOf(null),
  };
  const form = useForm<NewClassFormValues, unknown, NewClassFormOutput>({
    resolver: zodResolver(newClassFormSchema),
    defaultValues: empty,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setScheduleRefusal(null);
    try {
      const { insertedId } = await createClass.mutateAsync(values);
      if (!insertedId) throw new Error(m.instructor_class_not_saved());
      setAdded(values.Name);
      reset(empty);
    } catch (error) {
      const problem = await readApiError(error);
      if (applyRefusal(problem, setError)) setScheduleRefusal(problem.message);
      else setFailure(problem.message);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        id={FORM_ID}
        noValidate
        onSubmit={onSubmit}
        aria-label={m.dashboard_menu_add_class()}
        className="grid gap-5"
      >
        <ClassFields
          formId={FORM_ID}
          fields={{
            Name: register('Name'),
            photo: register('photo'),
            IName: register('IName'),
            Iemail: register('Iemail'),
            price: register('price'),
            sets: register('sets'),
          }}
          errors={errors}
        />
        <ClassDetailsFields formId={FORM_ID} />
        <ScheduleFields formId={FORM_ID} refusal={scheduleRefusal}>
          <SchedulePreview />
        </ScheduleFields>
        <p className="text-sm text-slate-600">
          {withElements(m.instructor_pending_note, {
            status: <strong>{CLASS_STATUS_WORD.pending()}</strong>,
          })}
        </p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <NeedsConnectionNote id={connection.noteId} action={m.instructor_adding_action()} />
        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting || connection.offline}
          aria-describedby={connection.describedBy}
          className="justify-self-start"
        >
          {isSubmitting ? m.instructor_adding() : m.instructor_add_class_button()}
        </Button>
      </form>
      <Dialog open={added !== null} onOpenChange={(open) => !open && setAdded(null)}>
        <DialogContent>
          <DialogHeader className="items-center text-center sm:items-center sm:text-center">
            <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
            <DialogTitle>{m.instructor_added_title()}</DialogTitle>
            <DialogDescription>{m.instructor_added_text({ name: added ?? '' })}</DialogDescription>
          </DialogHeader>
          <DialogFooter className="sm:justify-center">
            <Button variant="outline" onClick={() => setAdded(null)}>
              {m.instructor_add_another()}
            </Button>
            <Button asChild>
              <Link to={paths.dashboard.instructorClasses}>{m.instructor_see_my_classes()}</Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </FormProvider>
  );
}
