// "Cancel session" and "Move session": the reason (students see it) and, for a move, the new day
// and start in the venue's time, checked by the API's own schemas (shared/schemas/session-change.ts).
// A refusal of a field shows under it; the server's other refusals (begun, cancelled, a clash)
// show above the buttons, in its words.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#pwa/components/ui/dialog.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { SUCCESS_TOAST_MS } from '#pwa/lib/feedback/toasts.ts';
import { Textarea } from '#pwa/components/ui/textarea.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { localDateOf, localTimeOf } from '#shared/classes/schedule.ts';
import { isVenue, timeZoneOf } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { RosterSession } from '#shared/schemas/roster.ts';
import {
  cancelSessionInputSchema,
  moveSessionInputSchema,
  type CancelSessionInput,
  type MoveSessionInput,
} from '#shared/schemas/session-change.ts';
import { useChangeSession } from '../api/roster.ts';

export type SessionChangeKind = 'cancel' | 'move';

type SessionChangeDialogProps = {
  kind: SessionChangeKind;
  classId: string;
  venue: string | null;
  session: RosterSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function SessionChangeDialog({
  kind,
  open,
  onOpenChange,
  ...props
}: SessionChangeDialogProps) {
  const facts = useClassFacts();
  const when = facts.session(props.session, props.venue);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {kind === 'cancel'
              ? m.session_change_cancel_title({ when })
              : m.session_change_move_title({ when })}
          </DialogTitle>
          <DialogDescription>
            {kind === 'cancel' ? m.session_change_cancel_text() : m.session_change_move_text()}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts afresh. */}
        {open &&
          (kind === 'cancel' ? (
            <CancelForm {...props} onDone={() => onOpenChange(false)} />
          ) : (
            <MoveForm {...props} onDone={() => onOpenChange(false)} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = Omit<SessionChangeDialogProps, 'kind' | 'open' | 'onOpenChange'> & {
  onDone: () => void;
};

/** Sends a change; puts the API's field refusals on their fields and answers its other refusal. */
function useSend<Values extends FieldValues>(classId: string, setError: UseFormSetError<Values>) {
  const change = useChangeSession(classId);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (run: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await run();
      toast.success(done, { duration: SUCCESS_TOAST_MS });
      return true;
    } catch (error) {
      const problem = await readApiError(error);
      const fields = Object.entries(problem.fields ?? {});
      for (const [field, message] of fields) setError(field as Path<Values>, { message });
      if (fields.length === 0) setFailure(problem.message);
      return false;
    }
  };
  return { change, failure, send };
}

function CancelForm({ classId, session, onDone }: FormProps) {
  const formId = `cancel-session-${session.id}`;
  const connection = useConnectionRequired();
  const form = useForm<CancelSessionInput>({
    resolver: zodResolver(cancelSessionInputSchema),
    defaultValues: { reason: '' },
  });
  const { change, failure, send } = useSend(classId, form.setError);
  const onSubmit = form.handleSubmit(async (input) => {
    const run = () =>
      change.mutateAsync({ sessionId: session.id, change: { kind: 'cancel', input } });
    if (await send(run, m.session_change_cancelled_toast())) onDone();
  });
  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
      <ReasonField formId={formId} form={form} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <NeedsConnectionNote id={connection.noteId} action={m.session_change_sending_action()} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {m.session_change_keep()}
        </Button>
        <Button
          type="submit"
          variant="destructive"
          disabled={form.formState.isSubmitting || connection.offline}
          aria-describedby={connection.describedBy}
        >
          {form.formState.isSubmitting ? m.session_change_saving() : m.session_change_cancel()}
        </Button>
      </DialogFooter>
    </form>
  );
}

function MoveForm({ classId, venue, session, onDone }: FormProps) {
  const formId = `move-session-${session.id}`;
  const connection = useConnectionRequired();
  const facts = useClassFacts();
  const zone = timeZoneOf(isVenue(venue) ? venue : 'dhaka');
  const form = useForm<MoveSessionInput>({
    resolver: zodResolver(moveSessionInputSchema),
    defaultValues: {
      date: localDateOf(session.startsAt, zone),
      time: localTimeOf(session.startsAt, zone),
      reason: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { change, failure, send } = useSend(classId, form.setError);
  const onSubmit = form.handleSubmit(async (input) => {
    const run = () =>
      change.mutateAsync({ sessionId: session.id, change: { kind: 'move', input } });
    if (await send(run, m.session_change_moved_toast())) onDone();
  });
  const zoneName = facts.zone(venue);
  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          formId={formId}
          name="date"
          label={m.session_change_new_date()}
          error={errors.date?.message}
        >
          {(control) => <Input type="date" {...control} {...form.register('date')} />}
        </FormField>
        <FormField
          formId={formId}
          name="time"
          label={m.session_change_new_time()}
          hint={zoneName ? m.schedule_start_time_hint({ zone: zoneName }) : undefined}
          error={errors.time?.message}
        >
          {(control) => <Input type="time" step={300} {...control} {...form.register('time')} />}
        </FormField>
      </div>
      <ReasonField formId={formId} form={form} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <NeedsConnectionNote id={connection.noteId} action={m.session_change_sending_action()} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {m.dashboard_cancel()}
        </Button>
        <Button
          type="submit"
          disabled={isSubmitting || connection.offline}
          aria-describedby={connection.describedBy}
        >
          {isSubmitting ? m.session_change_saving() : m.session_change_move()}
        </Button>
      </DialogFooter>
    </form>
  );
}

type ReasonFieldProps = {
  formId: string;
  form:
    ReturnType<typeof useForm<CancelSessionInput>> | ReturnType<typeof useForm<MoveSessionInput>>;
};

function ReasonField({ formId, form }: ReasonFieldProps) {
  // Both forms have `reason`; react-hook-form's types cannot see one field across two forms.
  const { register, formState } = form as ReturnType<typeof useForm<CancelSessionInput>>;
  return (
    <FormField
      formId={formId}
      name="reason"
      label={m.session_change_reason()}
      hint={m.session_change_reason_hint()}
      error={formState.errors.reason?.message}
    >
      {(control) => <Textarea rows={3} maxLength={300} {...control} {...register('reason')} />}
    </FormField>
  );
}
