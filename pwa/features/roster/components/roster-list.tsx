import { WaitingToSync } from '#pwa/components/feedback/waiting-to-sync.tsx';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { rosterKeyOf, type RosterStudent } from '#shared/schemas/roster.ts';
import type { RowState } from '../lib/door-attendance.ts';
import { AgeNote, MedicalNotesButton, PhoneLink, rosterName } from './participant-details.tsx';

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
 * The participants with a tick box each: ticking checks that one in, as a scan of their pass
 * does (a child's row, the child). Refunded ones are listed after them, without one (a refused
 * check-in of theirs shows its reason).
 */
export function RosterList({ students, rows, ticked, refusalOf, onToggle, onDismiss }: Props) {
  return (
    <ul className="divide-y rounded-xl border bg-white">
      {students.map((student) => {
        const key = rosterKeyOf(student);
        const name = rosterName(student);
        const row = rows.get(key) ?? { state: 'out' };
        const checked = ticked[key] ?? (row.state === 'in' || row.state === 'waiting');
        // Ticked here and not yet on the server: the outbox holds it until the connection is back.
        const waiting = checked && row.state !== 'in';
        // Unticked here and the undo not yet on the server: the row says that it waits too.
        const undoWaiting = !checked && row.state === 'out' && row.undoWaiting === true;
        // A check-in another phone took is unticked there (this phone does not know its id).
        const locked = (row.state === 'in' && !row.checkInId) || student.status === 'refunded';
        const id = `tick-${key}`;
        return (
          <li key={key} className="flex items-start gap-3 p-3">
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
              <AvatarFallback>{initials(name, student.email)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1">
              <label htmlFor={id} className="block font-semibold break-words">
                {name}
              </label>
              <AgeNote student={student} className="block text-sm text-slate-700" />
              {student.participantId ? (
                <p className="flex flex-wrap gap-x-2 text-sm text-slate-600">
                  {student.guardianName && (
                    <span className="break-words">
                      {m.roster_guardian({ name: student.guardianName })}
                    </span>
                  )}
                  {student.guardianPhone && (
                    <PhoneLink phone={student.guardianPhone} className="text-sky-800" />
                  )}
                </p>
              ) : (
                <p className="truncate text-sm text-slate-600" title={student.email}>
                  {student.email}
                </p>
              )}
              <MedicalNotesButton student={student} className="mt-1" />
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
            {undoWaiting && <WaitingToSync className="mt-2 shrink-0" />}
          </li>
        );
      })}
    </ul>
  );
}
