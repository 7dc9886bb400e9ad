// Manage Classes' attendance: the class's rate (check-ins ÷ (students enrolled × sessions held),
// "—" before any was held) and a dialog with its students and each session's attendance.
import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { RowDialog, useDialogState } from '#pwa/components/feedback/dialog-state.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#pwa/components/ui/dialog.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import { attendanceRate } from '../lib/attendance.ts';
import { RosterAndSessions } from './roster-and-sessions.tsx';

/** The rate as a percentage, or "—" when no session was held (or no one is enrolled). */
function useRateText(item: Class): string {
  const format = useFormat();
  const rate = item.attendance ? attendanceRate(item.attendance) : null;
  return rate === null ? '—' : format.number(rate, { style: 'percent', maximumFractionDigits: 0 });
}

export function AttendanceRate({ item }: { item: Class }) {
  const text = useRateText(item);
  return (
    <span
      className="font-semibold tabular-nums"
      title={text === '—' ? m.attendance_none_held() : m.attendance_rate_title()}
    >
      {text}
    </span>
  );
}

/**
 * Opens the class's students and sessions (the instructor's page's view) in a dialog. `showRate`:
 * a small link-like button saying "Attendance 82%" (under the class's name in the table); else a
 * "Sessions" button (a card, where the rate is written beside it). `more`: shown after the students
 * (the page composes the class's waitlist there).
 */
export function SessionsButton({
  item,
  showRate = false,
  more,
}: {
  item: Class;
  showRate?: boolean;
  more?: ReactNode;
}) {
  // Mounted at its first opening: Manage Classes has this button in every row.
  const dialog = useDialogState('sessions');
  const { open, setOpen } = dialog;
  const rate = useRateText(item);
  return (
    <>
      {showRate ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          title={rate === '—' ? m.attendance_none_held() : m.attendance_rate_title()}
          aria-label={m.attendance_rate_button_label({ rate, name: item.Name })}
          className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline"
        >
          <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
          <span className="tabular-nums">{m.attendance_rate_button({ rate })}</span>
        </button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(true)}
          aria-label={m.attendance_sessions_label({ name: item.Name })}
        >
          <CalendarCheck aria-hidden="true" className="max-2xl:hidden" />
          {m.attendance_sessions()}
        </Button>
      )}
      <RowDialog dialog={dialog}>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-4xl overflow-y-auto">
            <DialogHeader>
              <DialogTitle>{m.attendance_dialog_title({ name: item.Name })}</DialogTitle>
              <DialogDescription>{m.attendance_dialog_text()}</DialogDescription>
            </DialogHeader>
            {open && <RosterAndSessions classId={item._id} more={more} />}
          </DialogContent>
        </Dialog>
      </RowDialog>
    </>
  );
}
