// Manage Classes' attendance: the class's rate (check-ins ÷ (students enrolled × sessions held),
// "—" before any was held) and a dialog with its students and each session's attendance.
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#pwa/components/ui/dialog.tsx';
import { useFormat } from '#pwa/lib/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import { attendanceRate } from '../lib/attendance.ts';
import { RosterAndSessions } from './roster-and-sessions.tsx';

export function AttendanceRate({ item }: { item: Class }) {
  const format = useFormat();
  const rate = item.attendance ? attendanceRate(item.attendance) : null;
  if (rate === null) {
    return (
      <span className="text-slate-400" title={m.attendance_none_held()}>
        —
      </span>
    );
  }
  return (
    <span className="font-semibold tabular-nums" title={m.attendance_rate_title()}>
      {format.number(rate, { style: 'percent', maximumFractionDigits: 0 })}
    </span>
  );
}

/** "Sessions": the class's students and sessions in a dialog (the instructor's page's view). */
export function SessionsButton({ item }: { item: Class }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={m.attendance_sessions_label({ name: item.Name })}
      >
        <CalendarCheck aria-hidden="true" className="max-2xl:hidden" />
        {m.attendance_sessions()}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-4xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{m.attendance_dialog_title({ name: item.Name })}</DialogTitle>
            <DialogDescription>{m.attendance_dialog_text()}</DialogDescription>
          </DialogHeader>
          {open && <RosterAndSessions classId={item._id} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
