import { WaitingToSync } from '#pwa/components/feedback/waiting-to-sync.tsx';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { RosterStudent } from '#shared/schemas/roster.ts';
import type { RowState } from '../lib/door-attendance.ts';

type Props = {
  students: readonly RosterStudent[];
  rows: ReadonlyMap<string, RowState>;
  /** Ticks and unticks made this moment, shown before the outbox's list has them. */
  ticked: Readonly<Record<string, boolean>>;
  /** A refusal's sentence in the page's language. */
  refusalOf: (row: Extract<RowState, { state: 'refused' }>) => string;
  onToggle: (student: RosterStudent, checked: boolean) => void;
  onDismiss: (row: Extract<RowState, { state: 'refused' }>) => void;
};

/**
 * The students with a tick box each: ticking checks the student in, as a scan does. Refunded
 * students are listed after them, without one (a refused check-in of theirs shows its reason).
 */
export function RosterList({ students, rows, ticked, refusalOf, onToggle, onDismiss }: Props) {
  return (
    <ul className="divide-y rounded-xl border bg-white">
      {students.map((student) => {
        const row = rows.get(student.email) ?? { state: 'out' };
        const checked = ticked[student.email] ?? (row.state === 'in' || row.state === 'waiting');
        // Ticked here and not yet on the server: the outbox holds it until the connection is back.
        const waiting = checked && row.state !== 'in';
        // A check-in another phone took is unticked there (this phone does not know its id).
        const locked = (row.state === 'in' && !row.checkInId) || student.status === 'refunded';
        const id = `tick-${student.email}`;
        return (
          <li key={student.email} className="flex items-start gap-3 p-3">
            <input
              id={id}
              type="checkbox"
              checked={checked}
              disabled={locked}
              onChange={(event) => onToggle(student, event.target.checked)}
              className="mt-3 size-6 shrink-0 accent-emerald-700"
            />
            <Avatar className="size-11 shrink-0">
              {student.photoUrl && <AvatarImage src={student.photoUrl} alt="" />}
              <AvatarFallback>{initials(student.name, student.email)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1">
              <label htmlFor={id} className="block font-semibold break-words">
                {student.name}
              </label>
              <p className="truncate text-sm text-slate-600" title={student.email}>
                {student.email}
              </p>
              {row.state === 'refused' && (
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <p role="alert" className="text-sm font-medium text-red-800">
                    {refusalOf(row)}
                  </p>
                  <Button size="sm" variant="outline" onClick={() => onDismiss(row)}>
                    {m.check_in_dismiss()}
                  </Button>
                </div>
              )}
            </div>
            {student.status === 'refunded' && (
              <Badge variant="danger" className="mt-2">
                {m.check_in_refunded_badge()}
              </Badge>
            )}
            {checked && (
              <div className="mt-2 flex shrink-0 flex-col items-end gap-1">
                <Badge variant="success">{m.check_in_ok()}</Badge>
                {waiting && <WaitingToSync />}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
