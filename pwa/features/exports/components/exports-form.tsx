import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { NativeSelect } from '#pwa/components/ui/native-select.tsx';
import { SUCCESS_TOAST_MS } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { VENUE_TEXTS } from '#shared/classes/class-texts.ts';
import { VENUE_IDS } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { exportFormSchema, type ExportForm, type ExportKind } from '#shared/schemas/exports.ts';
import { useDownloadExport } from '../api/download-export.ts';

const FORM_ID = 'export';

const KIND_NAMES: Record<ExportKind, () => string> = {
  payments: m.exports_kind_payments,
  enrollments: m.exports_kind_enrollments,
  attendance: m.exports_kind_attendance,
  waitlists: m.exports_kind_waitlists,
};

/** A day on this device's calendar as 'YYYY-MM-DD'. */
const dayOf = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');

/** This month so far: what an admin asks for most. */
function thisMonth(): Pick<ExportForm, 'from' | 'to'> {
  const today = new Date();
  return { from: dayOf(new Date(today.getFullYear(), today.getMonth(), 1)), to: dayOf(today) };
}

/**
 * The admins' CSV exports (payments and refunds, enrollments, attendance, waitlists) for a branch
 * and a range of days, fetched with the admin's token and saved as a file. Needs the connection.
 */
export function ExportsForm() {
  const connection = useConnectionRequired();
  const download = useDownloadExport();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExportForm>({
    resolver: zodResolver(exportFormSchema),
    defaultValues: { kind: 'payments', branch: 'all', ...thisMonth() },
  });
  const submit = handleSubmit((form) =>
    download.mutateAsync(form).then(
      (file) => toast.success(m.exports_downloaded({ file }), { duration: SUCCESS_TOAST_MS }),
      async (error: unknown) => {
        toast.error((await readApiError(error)).message || m.exports_failed());
      },
    ),
  );
  const busy = download.isPending;
  return (
    <section
      aria-labelledby={`${FORM_ID}-title`}
      className="space-y-4 rounded-card border border-border bg-white p-4 shadow-sm md:p-5"
    >
      <div className="space-y-1">
        <h2 id={`${FORM_ID}-title`} className="text-xl font-bold tracking-tight">
          {m.exports_title()}
        </h2>
        <p className="text-sm text-slate-600">{m.exports_intro()}</p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField formId={FORM_ID} name="kind" label={m.exports_kind_label()}>
            {(control) => (
              <NativeSelect {...control} {...register('kind')}>
                {Object.entries(KIND_NAMES).map(([kind, name]) => (
                  <option key={kind} value={kind}>
                    {name()}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            formId={FORM_ID}
            name="branch"
            label={m.exports_branch_label()}
            error={errors.branch?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...register('branch')}>
                <option value="all">{m.exports_branch_all()}</option>
                {VENUE_IDS.map((venue) => (
                  <option key={venue} value={venue}>
                    {VENUE_TEXTS[venue].name()}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            formId={FORM_ID}
            name="from"
            label={m.exports_from_label()}
            error={errors.from?.message}
          >
            {(control) => <Input type="date" {...control} {...register('from')} />}
          </FormField>
          <FormField
            formId={FORM_ID}
            name="to"
            label={m.exports_to_label()}
            error={errors.to?.message}
          >
            {(control) => <Input type="date" {...control} {...register('to')} />}
          </FormField>
        </div>
        <Button
          type="submit"
          className="w-full sm:w-auto"
          disabled={busy || connection.offline}
          aria-describedby={connection.describedBy}
        >
          <Download aria-hidden="true" />
          {busy ? m.exports_downloading() : m.exports_download()}
        </Button>
      </form>
      <NeedsConnectionNote id={connection.noteId} action={m.exports_download_action()} />
    </section>
  );
}
