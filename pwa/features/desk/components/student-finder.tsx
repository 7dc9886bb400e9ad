import { SearchIcon, UserRoundCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { Label } from '#pwa/components/ui/label.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { findStudents } from '#shared/desk/find-students.ts';
import { DESK_SEARCH_LIMIT, type DeskStudent } from '#shared/schemas/desk.ts';
import { useDeskRoster } from '../api/get-desk-roster.ts';

/**
 * Finds a student in the roster saved on this device (by name, e-mail or phone), so it works
 * with the connection down, and says when the roster was saved.
 */
export function StudentFinder({
  picked,
  onPick,
}: {
  picked: DeskStudent | null;
  onPick: (student: DeskStudent | null) => void;
}) {
  const roster = useDeskRoster();
  const format = useFormat();
  const [query, setQuery] = useState('');
  const id = useId();
  if (picked) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3">
        <UserRoundCheckIcon className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        {/* Wide enough for a name before the button wraps below it. */}
        <div className="min-w-0 flex-1 basis-40">
          <p className="font-bold break-words text-slate-900">{picked.name}</p>
          <p className="text-sm break-words text-slate-600">
            {picked.email}
            {picked.phone ? ` · ${format.digits(picked.phone)}` : ''}
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => onPick(null)}>
          {m.desk_student_change()}
        </Button>
      </div>
    );
  }
  const found = roster.data ? findStudents(roster.data.students, query, DESK_SEARCH_LIMIT) : [];
  const savedAt = roster.dataUpdatedAt > 0 ? new Date(roster.dataUpdatedAt).toISOString() : null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-search`}>{m.desk_student_search_label()}</Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={`${id}-search`}
          type="search"
          className="pl-9"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${id}-saved`}
          autoComplete="off"
        />
      </div>
      <div id={`${id}-saved`} className="text-sm text-slate-600">
        {savedAt ? (
          m.desk_roster_saved({ when: format.relativeTime(savedAt) })
        ) : roster.isPending ? (
          <Skeleton className="h-4 w-48" />
        ) : (
          m.desk_roster_not_saved()
        )}
      </div>
      {query.trim() !== '' && roster.data && (
        <div aria-live="polite">
          {found.length === 0 ? (
            <p className="text-sm text-slate-700">{m.desk_student_none()}</p>
          ) : (
            <ul className="grid gap-2">
              {found.map((student) => (
                <li key={student._id}>
                  <button
                    type="button"
                    onClick={() => onPick(student)}
                    aria-label={m.desk_student_pick({ name: student.name })}
                    className="w-full rounded-lg border border-slate-200 bg-white p-3 text-left hover:border-emerald-600 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none"
                  >
                    <span className="block font-semibold wrap-anywhere text-slate-900">
                      {student.name}
                    </span>
                    <span className="block text-sm wrap-anywhere text-slate-600">
                      {student.email}
                      {student.phone ? ` · ${format.digits(student.phone)}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
