import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
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
import { SUCCESS_TOAST_MS } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import type { Class } from '#shared/schemas/class.ts';
import { useUpdateClass } from '../api/my-classes.ts';
import {
  classEditFormSchema,
  detailsFormOf,
  type ClassEditFormOutput,
  type ClassEditFormValues,
} from '../lib/class-form-schema.ts';
import { applyRefusal } from '../lib/class-form-refusal.ts';
import { scheduleChangeOf } from '../lib/schedule-change.ts';
import { sessionsOfClass } from '#shared/classes/overlap.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { CLASS_STATUS_WORD } from '#pwa/lib/i18n/class-status.ts';
import { withElements } from '#pwa/lib/i18n/message-parts.tsx';
import { ClassDetailsFields } from './class-details-fields.tsx';
import { ClassFields } from './class-fields.tsx';
import { ScheduleChangeNote } from './schedule-change-note.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import { SchedulePreview, usePlannedSchedule } from './schedule-preview.tsx';

type EditClassDialogProps = { item: Class; open: boolean; onOpenChange: (open: boolean) => void };

/** Update: the instructor edits an own class (PUT /api/class/:id); it goes back to pending. */
export function EditClassDialog({ item, open, onOpenChange }: EditClassDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
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

/** Only what changed of the venue and schedule is sent: the server then leaves the sessions be. */
function editOf(item: Class, values: ClassEditFormOutput) {
  const { venue, schedule, ...rest } = values;
  const sameVenue = venue === item.venue;
  const sameSchedule = JSON.stringify(schedule) === JSON.stringify(item.schedule);
  return {
    ...rest,
    ...(sameVenue && sameSchedule ? {} : { venue, schedule }),
  };
}

function EditClassForm({ item, onDone }: { item: Class; onDone: () => void }) {
  const formId = `edit-class-${item._id}`;
  const updateClass = useUpdateClass();
  const connection = useConnectionRequired();
  const [failure, setFailure] = useState<string | null>(null);
  const [scheduleRefusal, setScheduleRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  const form = useForm<ClassEditFormValues, unknown, ClassEditFormOutput>({
    resolver: zodResolver(classEditFormSchema),
    defaultValues: {
      Name: item.Name,
      photo: item.photo,
      price: String(item.price),
      sets: String(item.sets),
      ...detailsFormOf(item),
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setScheduleRefusal(null);
    // Students take this class and its sessions to come change: say so and wait for a yes.
    const planned = sessionsOfClass({ ...item, venue: values.venue, schedule: values.schedule });
    const change = scheduleChangeOf(item, planned, new Date().toISOString());
    if (item.enrolled > 0 && change && !confirmed.current) {
      setConfirming(true);
      return;
    }
    confirmed.current = false;
    setConfirming(false);
    try {
      await updateClass.mutateAsync({ id: item._id, input: editOf(item, values) });
      toast.success(m.toast_class_updated({ name: values.Name }), {
        duration: SUCCESS_TOAST_MS,
      });
      onDone();
    } catch (error) {
      const problem = await readApiError(error);
      if (applyRefusal(problem, setError)) setScheduleRefusal(problem.message);
      else setFailure(problem.message);
    }
  });

  return (
    <FormProvider {...form}>
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
        <ClassDetailsFields formId={formId} />
        <ScheduleFields formId={formId} refusal={scheduleRefusal}>
          <SchedulePreview editing={item} />
        </ScheduleFields>
        <PlannedChange item={item} confirming={confirming} />
        {failure && <FormAlert>{failure}</FormAlert>}
        <NeedsConnectionNote id={connection.noteId} action={m.instructor_saving_action()} />
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={confirming ? () => setConfirming(false) : onDone}
          >
            {confirming ? m.schedule_change_back() : m.dashboard_cancel()}
          </Button>
          <Button
            type="submit"
            disabled={isSubmitting || connection.offline}
            aria-describedby={connection.describedBy}
            onClick={() => {
              confirmed.current = confirming;
            }}
          >
            {isSubmitting
              ? m.instructor_saving()
              : confirming
                ? m.schedule_change_confirm()
                : m.instructor_save_changes()}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

/** What the schedule as typed changes for the class's sessions (nothing shown when nothing does). */
function PlannedChange({ item, confirming }: { item: Class; confirming: boolean }) {
  const planned = usePlannedSchedule();
  if (!planned || !item.schedule) return null;
  const change = scheduleChangeOf(item, planned.sessions, new Date().toISOString());
  if (!change) return null;
  return (
    <ScheduleChangeNote item={item} planned={planned} change={change} confirming={confirming} />
  );
}
