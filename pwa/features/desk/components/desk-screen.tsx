import { useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { ConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { NativeSelect } from '#pwa/components/ui/native-select.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useApiErrorMessage } from '#pwa/lib/api/use-api-error-message.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { VENUE_TEXTS } from '#shared/classes/class-texts.ts';
import { currencyOf, VENUE_IDS, type Venue } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { fromMinorUnits, toMinorUnits } from '#shared/money.ts';
import type { Class } from '#shared/schemas/class.ts';
import {
  deskPaymentInputSchema,
  type DeskLine,
  type DeskPaymentResult,
  type DeskStudent,
} from '#shared/schemas/desk.ts';
import type { DeskPaymentMethod } from '#shared/schemas/payment.ts';
import { validationTextOf } from '#shared/validation-messages.ts';
import { useDeskQuote } from '../api/quote-desk-payment.ts';
import { useRecordDeskPayment } from '../api/record-desk-payment.ts';
import {
  addPerson,
  choosePerson,
  forAnotherStudent,
  removeLine,
  toggleClass,
  type DeskLineChoice,
} from '../lib/desk-lines.ts';
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
 * server's prices, each for the student's account or (asked per class) a child of their family,
 * how it was paid; confirmed with its total and recorded online only (nothing is queued), then
 * the receipt number. `onRecorded` refreshes what the payment changed (seats).
 *
 * The total is the classes' prices while every line is the account's own: nothing is ever taken
 * off those (decision 051). Once a child is named the server prices the lines (the sibling
 * discount depends on what the family paid this month) and says why a child may not take a
 * class; that total is the one confirmed and recorded.
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
  const { locale, digits } = useLocale();
  const connection = useConnectionRequired();
  const record = useRecordDeskPayment();
  const [venue, setVenue] = useState<Venue>('dhaka');
  const [student, setStudent] = useState<DeskStudent | null>(null);
  const [lines, setLines] = useState<readonly DeskLineChoice[]>([]);
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
  const classById = new Map(branchClasses.map((cls) => [cls._id, cls]));
  const picked = lines.filter((line) => classById.has(line.classId));
  const currency = currencyOf(venue);
  const listTotal = fromMinorUnits(
    picked.reduce(
      (sum, line) => sum + toMinorUnits(classById.get(line.classId)!.price, currency),
      0,
    ),
    currency,
  );
  const wireLines = picked.map(({ classId, participantId }): DeskLine =>
    participantId === null ? { classId } : { classId, participantId },
  );
  const namesChild = picked.some((line) => line.participantId !== null);
  const quote = useDeskQuote(
    student && namesChild && !connection.offline
      ? { studentId: student._id, lines: wireLines }
      : null,
  );
  const quoteFailure = useApiErrorMessage(quote.error);
  // The server's total, once it priced these very lines (not the last lines' while it prices).
  const quoted = namesChild && quote.isSuccess && !quote.isPlaceholderData ? quote.data : null;
  const pricing = namesChild && !connection.offline && !quoted && !quote.isError;
  const total = quoted?.total ?? listTotal;
  const discount = quoted?.discount ?? 0;

  const input = {
    studentId: student?._id ?? '',
    lines: wireLines,
    method,
    reference: reference.trim() === '' ? undefined : reference,
    idempotencyKey: key,
    phone: phone.trim() === '' || phone === student?.phone ? undefined : phone,
  };

  const pickStudent = (next: DeskStudent | null) => {
    // A roster saved on the device by an older build has no children: none to ask about.
    setStudent(next && { ...next, children: next.children ?? [] });
    setPhone(next?.phone ?? '');
    setLines(forAnotherStudent);
  };
  const startOver = () => {
    setResult(null);
    pickStudent(null);
    setLines([]);
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
        // The classes' messages are one, under the class list.
        found[field === 'classIds' || field === 'lines' ? 'classes' : field] ??= issue.message;
      }
      setErrors(found);
      // The first field to fix takes the focus, its message read with it.
      const first = Object.keys(found)[0];
      document.getElementById(`${FORM_ID}-${first}`)?.focus();
      return;
    }
    setErrors({});
    // A child named: only the server's total of these lines is said and recorded.
    if (namesChild && !quoted) {
      setFailure(quoteFailure ?? m.desk_total_wait());
      return;
    }
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
  const discountText =
    discount > 0 ? m.desk_total_discount({ amount: format.price(discount, currency) }) : null;
  const childName = (participantId: string) =>
    student?.children.find((child) => child.id === participantId)?.name ?? '';
  const lineNames = picked.map((line) => {
    const className = classById.get(line.classId)!.Name;
    return line.participantId === null
      ? className
      : m.desk_class_for({ className, name: childName(line.participantId) });
  });
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
                setLines([]);
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
          {(student?.children.length ?? 0) > 0 && (
            <p className="text-sm text-slate-700">{m.desk_for_whom_hint()}</p>
          )}
          <DeskClassList
            classes={branchClasses}
            lines={picked}
            student={student}
            priced={quoted?.lines}
            onToggle={(classId) => setLines((before) => toggleClass(before, classId))}
            onChoose={(lineKey, participantId) =>
              setLines((before) => choosePerson(before, lineKey, participantId))
            }
            onAdd={(classId) => setLines((before) => addPerson(before, classId, student))}
            onRemove={(lineKey) => setLines((before) => removeLine(before, lineKey))}
          />
          {errors.classes && (
            <p
              id={`${FORM_ID}-classes`}
              tabIndex={-1}
              role="alert"
              className="text-sm font-medium text-red-700"
            >
              {validationTextOf(errors.classes, { locale, digits })}
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
          <div aria-live="polite" className="grid gap-1">
            <p className="text-xl font-extrabold text-slate-900 tabular-nums">
              {pricing ? m.desk_total_working() : m.desk_total({ total: totalText })}
            </p>
            {!pricing && discountText && (
              <p className="text-sm font-semibold text-emerald-800">{discountText}</p>
            )}
          </div>
          {namesChild && quoteFailure && !connection.offline && (
            <FormAlert>{quoteFailure}</FormAlert>
          )}
          {failure && failure !== quoteFailure && <FormAlert>{failure}</FormAlert>}
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
        description={[
          m.desk_confirm_body({
            student: student?.name ?? '',
            total: totalText,
            method: methodText,
            classNames: lineNames.join(', '),
          }),
          discountText,
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={m.desk_record()}
        confirmVariant="default"
      />
    </form>
  );
}
