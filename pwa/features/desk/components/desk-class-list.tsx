import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { currencyOrDefault } from '#shared/money.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';

/** The branch's open classes with their price and seats left, each a checkbox. */
export function DeskClassList({
  classes,
  chosen,
  onToggle,
}: {
  classes: readonly Class[];
  chosen: ReadonlySet<string>;
  onToggle: (classId: string) => void;
}) {
  const format = useFormat();
  if (classes.length === 0)
    return <p className="text-sm text-slate-700">{m.desk_classes_none()}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {classes.map((cls) => {
        const id = `desk-class-${cls._id}`;
        const full = cls.sets <= 0;
        return (
          <li key={cls._id}>
            <label
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 has-checked:border-emerald-600 has-checked:bg-emerald-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-4 accent-emerald-700"
                checked={chosen.has(cls._id)}
                disabled={full && !chosen.has(cls._id)}
                onChange={() => onToggle(cls._id)}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold wrap-anywhere text-slate-900">{cls.Name}</span>
                <span className="block text-sm text-slate-600 tabular-nums">
                  {format.price(cls.price, currencyOrDefault(cls.currency))} ·{' '}
                  {full ? m.classes_full() : m.desk_seats_left({ count: format.count(cls.sets) })}
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
