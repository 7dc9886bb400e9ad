import { PlusIcon, XIcon } from 'lucide-react';
import { DiscountNote } from '#pwa/components/lists/sibling-discount.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { Label } from '#pwa/components/ui/label.tsx';
import { NativeSelect } from '#pwa/components/ui/native-select.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { currencyOrDefault, type Currency } from '#shared/money.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import type { DeskPricedLine, DeskStudent } from '#shared/schemas/desk.ts';
import { notYetIn, peopleOf, type DeskLineChoice } from '../lib/desk-lines.ts';

/** The select's value for the student's account itself (a child's is their id). */
const ACCOUNT = '';

/** Who a line is for, in words: the account holder, or a child with their age. */
function usePersonName(student: DeskStudent | null) {
  const format = useFormat();
  return (participantId: string | null): string => {
    if (!student) return '';
    if (participantId === null) return m.desk_for_whom_account({ name: student.name });
    const child = student.children.find((candidate) => candidate.id === participantId);
    if (!child) return '';
    if (child.age === null) return m.desk_for_whom_child_age_unknown({ name: child.name });
    const age = (child.age === 1 ? m.family_member_age_one : m.family_member_age_other)({
      age: format.count(child.age),
    });
    return m.desk_for_whom_child({ name: child.name, age });
  };
}

/**
 * The branch's open classes with their price and seats left, each a checkbox. With children in
 * the student's family, a chosen class asks for whom on each of its lines (the account itself
 * first), may take one more line per person, and shows the sibling discount the server gave
 * each line (`priced`).
 */
export function DeskClassList({
  classes,
  lines,
  student,
  priced,
  onToggle,
  onChoose,
  onAdd,
  onRemove,
}: {
  classes: readonly Class[];
  lines: readonly DeskLineChoice[];
  student: DeskStudent | null;
  /** The server's prices of the lines shown, when it was asked (a child named). */
  priced: readonly DeskPricedLine[] | undefined;
  onToggle: (classId: string) => void;
  onChoose: (key: string, participantId: string | null) => void;
  onAdd: (classId: string) => void;
  onRemove: (key: string) => void;
}) {
  const format = useFormat();
  const personName = usePersonName(student);
  const askForWhom = (student?.children.length ?? 0) > 0;
  if (classes.length === 0)
    return <p className="text-sm text-slate-700">{m.desk_classes_none()}</p>;
  return (
    // One column when each class asks for whom: its choices need the width.
    <ul className={cn('grid gap-2', !askForWhom && 'sm:grid-cols-2')}>
      {classes.map((cls) => {
        const id = `desk-class-${cls._id}`;
        const full = cls.sets <= 0;
        const currency = currencyOrDefault(cls.currency);
        const own = lines.filter((line) => line.classId === cls._id);
        const chosen = own.length > 0;
        return (
          <li
            key={cls._id}
            className={cn(
              'grid min-w-0 content-start gap-2 rounded-lg border border-slate-200 bg-white p-3',
              chosen && 'border-emerald-600 bg-emerald-50',
            )}
          >
            <label
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-start gap-3 has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-4 accent-emerald-700"
                checked={chosen}
                disabled={full && !chosen}
                onChange={() => onToggle(cls._id)}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold wrap-anywhere text-slate-900">{cls.Name}</span>
                <span className="block text-sm text-slate-600 tabular-nums">
                  {format.price(cls.price, currency)} ·{' '}
                  {full ? m.classes_full() : m.desk_seats_left({ count: format.count(cls.sets) })}
                </span>
              </span>
            </label>
            {askForWhom && chosen && (
              <div className="grid min-w-0 gap-3 pl-7">
                {own.map((line) => (
                  <ForWhom
                    key={line.key}
                    line={line}
                    className={cls.Name}
                    people={peopleOf(student)}
                    taken={own.filter((other) => other.key !== line.key)}
                    personName={personName}
                    discount={discountOf(priced, line)}
                    currency={currency}
                    removable={own.length > 1}
                    onChoose={onChoose}
                    onRemove={onRemove}
                  />
                ))}
                {notYetIn(lines, cls._id, student).length > 0 && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    // A long class name wraps rather than widening the page.
                    className="h-auto min-h-9 justify-self-start py-1.5 text-left whitespace-normal wrap-anywhere"
                    onClick={() => onAdd(cls._id)}
                  >
                    <PlusIcon aria-hidden="true" />
                    {m.desk_add_person({ className: cls.Name })}
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The server's discount on a line, once it priced it. */
function discountOf(priced: readonly DeskPricedLine[] | undefined, line: DeskLineChoice) {
  return priced?.find(
    (item) => item.classId === line.classId && item.participantId === line.participantId,
  )?.discount;
}

/** One line of a chosen class: for whom (a native select, labelled with the class), its discount. */
function ForWhom({
  line,
  className,
  people,
  taken,
  personName,
  discount,
  currency,
  removable,
  onChoose,
  onRemove,
}: {
  line: DeskLineChoice;
  className: string;
  people: readonly (string | null)[];
  /** The class's other lines: their people are not offered again. */
  taken: readonly DeskLineChoice[];
  personName: (participantId: string | null) => string;
  discount: number | undefined;
  currency: Currency;
  removable: boolean;
  onChoose: (key: string, participantId: string | null) => void;
  onRemove: (key: string) => void;
}) {
  const id = `desk-line-${line.key}`;
  const takenBy = new Set(taken.map((other) => other.participantId));
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="wrap-anywhere">
        {m.desk_for_whom_label({ className })}
      </Label>
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <NativeSelect
            id={id}
            value={line.participantId ?? ACCOUNT}
            onChange={(event) =>
              onChoose(line.key, event.target.value === ACCOUNT ? null : event.target.value)
            }
          >
            {people.map((person) => (
              <option
                key={person ?? ACCOUNT}
                value={person ?? ACCOUNT}
                disabled={takenBy.has(person)}
              >
                {personName(person)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {removable && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={m.desk_remove_person({ name: personName(line.participantId), className })}
            onClick={() => onRemove(line.key)}
          >
            <XIcon aria-hidden="true" />
          </Button>
        )}
      </div>
      <div>
        <DiscountNote discount={discount} currency={currency} />
      </div>
    </div>
  );
}
