import { useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { ConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { NativeSelect } from '#pwa/components/ui/native-select.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { VENUE_TEXTS } from '#shared/classes/class-texts.ts';
import { currencyOf, VENUE_IDS, type Venue } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { fromMinorUnits, toMinorUnits } from '#shared/money.ts';
import type { Class } from '#shared/schemas/class.ts';
import {
  deskPaymentInputSchema,
  type DeskPaymentResult,
  type DeskStudent,
} from '#shared/schemas/desk.ts';
import type { DeskPaymentMethod } from '#shared/schemas/payment.ts';
import { useRecordDeskPayment } from '../api/record-desk-payment.ts';
import { DeskClassList } from './desk-class-list.tsx';
import { DeskReceipt } from './desk-receipt.tsx';
import { StudentFinder } from './student-finder.tsx';

const FORM_ID = 'desk-payment';
const METHOD_NAMES: Record<DeskPaymentMethod, () => string> = {
  cash: m.payment_gateway_cash,
  bank_transfer: m.payment_gateway_bank_transfer,
};

const headingClass = 'text-lg font-bold text-slate-900';

/**
 * The desk's payment: a branch, a student found on the device, classes of that branch at the
 * server's prices, how it was paid; confirmed with its total and recorded online only (nothing is
 * queued), then the receipt number. `onRecorded` refreshes what the payment changed (seats).
 */
export function DeskScreen({
  classes,
  onRecorded,
  receiptLink,
}: {
  classes: readonly Class[];
  onRecorded: () => void;
  /** The way to a recorded payment's receipt page. */
  receiptLink?: (result: DeskPaymentResult) => ReactNode;
}) {
  const format = useFormat();
  const connection = useConnectionRequired();
  const record = useRecordDeskPayment();
  const [venue, setVenue] = useState<Venue>('dhaka');
  const [student, setStudent] = useState<DeskStudent | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [method, setMethod] = useState<DeskPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [phone, setPhone] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<DeskPaymentResult | null>(null);

  const branchClasses = useMemo(
    () => classes.filter((cls) => cls.venue === venue && cls.status === 'approved'),
    [classes, venue],
  );
  const picked = branchClasses.filter((cls) => chosen.has(cls._id));
  const currency = currencyOf(venue);
  const total = fromMinorUnits(
    picked.reduce((sum, cls) => sum + toMinorUnits(cls.price, currency), 0),
    currency,
  );

  const input = {
    studentId: student?._id ?? '',
    classIds: picked.map((cls) => cls._id),
    method,
    reference: reference.trim() === '' ? undefined : reference,
    idempotencyKey: key,
    phone: phone.trim() === '' || phone === student?.phone ? undefined : phone,
  };

  const pickStudent = (next: DeskStudent | null) => {
    setStudent(next);
    setPhone(next?.phone ?? '');
  };
  const toggle = (classId: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(classId)) next.delete(classId);
      else next.add(classId);
      return next;
    });
  const startOver = () => {
    setResult(null);
    pickStudent(null);
    setChosen(new Set());
    setReference('');
    setKey(crypto.randomUUID());
    setFailure(null);
  };

  const ask = () => {
    setFailure(null);
    if (!student) {
      setErrors({});
      setFailure(m.desk_pick_student_first());
      return;
    }
    const parsed = deskPaymentInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??= issue.message;
      }
      setErrors(found);
      // The first field to fix takes the focus, its message read with it.
      const first = Object.keys(found)[0];
      document.getElementById(`${FORM_ID}-${first === 'classIds' ? 'classes' : first}`)?.focus();
      return;
    }
    setErrors({});
    setConfirming(true);
  };
  const send = () =>
    record.mutate(input, {
      onSuccess: (response) => {
        setResult(response);
        onRecorded();
      },
      onError: async (error) => setFailure((await readApiError(error)).message),
    });

  if (result && student) {
    return (
      <DeskReceipt
        result={result}
        studentName={student.name}
        onNext={startOver}
        receiptLink={receiptLink?.(result)}
      />
    );
  }
  const methodText = METHOD_NAMES[method]();
  const totalText = format.price(total, currency);
  return (
    <form
      id={FORM_ID}
      noValidate
      className="grid grid-cols-1 gap-6 lg:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
    >
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <FormField formId={FORM_ID} name="branch" label={m.desk_branch_label()}>
          {(control) => (
            <NativeSelect
              {...control}
              value={venue}
              onChange={(event) => {
                setVenue(event.target.value as Venue);
                setChosen(new Set());
              }}
            >
              {VENUE_IDS.map((id) => (
                <option key={id} value={id}>
                  {VENUE_TEXTS[id].name()}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <section aria-labelledby="desk-student" className="grid gap-3">
          <h2 id="desk-student" className={headingClass}>
            {m.desk_student_heading()}
          </h2>
          <StudentFinder picked={student} onPick={pickStudent} />
          {student && (
            <FormField
              formId={FORM_ID}
              name="phone"
              label={m.desk_phone_label()}
              error={errors.phone}
            >
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  autoComplete="off"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
              )}
            </FormField>
          )}
        </section>
      </div>
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <section aria-labelledby="desk-classes" className="grid gap-3">
          <h2 id="desk-classes" className={headingClass}>
            {m.desk_classes_heading()}
          </h2>
          <DeskClassList classes={branchClasses} chosen={chosen} onToggle={toggle} />
          {errors.classIds && (
            <p
              id={`${FORM_ID}-classes`}
              tabIndex={-1}
              role="alert"
              className="text-sm font-medium text-red-700"
            >
              {m.validation_desk_classes_required()}
            </p>
          )}
        </section>
        <fieldset className="grid gap-3">
          <legend className={`${headingClass} mb-3`}>{m.desk_method_heading()}</legend>
          <div className="flex flex-wrap gap-3">
            {(Object.keys(METHOD_NAMES) as DeskPaymentMethod[]).map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 has-checked:border-emerald-600 has-checked:bg-emerald-50"
              >
                <input
                  type="radio"
                  name="method"
                  value={option}
                  className="size-4 accent-emerald-700"
                  checked={method === option}
                  onChange={() => setMethod(option)}
                />
                {METHOD_NAMES[option]()}
              </label>
            ))}
          </div>
          {method === 'bank_transfer' && (
            <FormField
              formId={FORM_ID}
              name="reference"
              label={m.desk_reference_label()}
              error={errors.reference}
            >
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  value={reference}
                  onChange={(event) => setReference(event.target.value)}
                />
              )}
            </FormField>
          )}
        </fieldset>
        <div className="grid gap-3 rounded-card border border-slate-200 bg-slate-50 p-4">
          <p className="text-xl font-extrabold text-slate-900 tabular-nums" aria-live="polite">
            {m.desk_total({ total: totalText })}
          </p>
          {failure && <FormAlert>{failure}</FormAlert>}
          {connection.offline && (
            <ConnectionNote id={connection.noteId}>{m.desk_needs_connection()}</ConnectionNote>
          )}
          <Button
            type="submit"
            size="lg"
            disabled={connection.offline || record.isPending}
            aria-describedby={connection.describedBy}
          >
            {record.isPending ? m.desk_recording() : m.desk_record()}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={send}
        title={m.desk_confirm_title()}
        description={m.desk_confirm_body({
          student: student?.name ?? '',
          total: totalText,
          method: methodText,
          classNames: picked.map((cls) => cls.Name).join(', '),
        })}
        confirmLabel={m.desk_record()}
        confirmVariant="default"
      />
    </form>
  );
}
