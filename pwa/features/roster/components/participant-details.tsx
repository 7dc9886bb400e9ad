// What a roster row and the door's answer say of who takes the class (decision 049): a child's
// age and the guardian to call, an adult's phone, and a child's medical notes behind a marker
// that opens them. The server puts a child's details only in the roster of the class's own
// instructors and admins; these components show what the roster has.
import { HeartPulseIcon, PhoneIcon } from 'lucide-react';
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
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { RosterStudent } from '#shared/schemas/roster.ts';

/** The row's name: a child removed from their family has theirs erased, so the row says that. */
export function rosterName(student: RosterStudent): string {
  if (student.name) return student.name;
  return student.participantId ? m.roster_member_removed() : student.email;
}

/** "Age 9", for a child whose date of birth the guardians gave. */
export function AgeNote({ student, className }: { student: RosterStudent; className?: string }) {
  const format = useFormat();
  if (student.age === null || student.age === undefined) return null;
  return <span className={className}>{m.roster_age({ age: format.count(student.age) })}</span>;
}

/** A phone number as typed, which a tap on a phone calls. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className={cn(
        'inline-flex items-center gap-1 font-medium break-all underline-offset-2 hover:underline',
        className,
      )}
    >
      <PhoneIcon aria-hidden="true" className="size-3.5 shrink-0" />
      {phone}
    </a>
  );
}

/**
 * Whom to call about the row: a child's guardian (the account that paid) and their phone, or an
 * adult's own e-mail and phone.
 */
export function ContactLines({ student }: { student: RosterStudent }) {
  const phone = student.participantId ? student.guardianPhone : student.phone;
  return (
    <span className="flex min-w-0 flex-col gap-0.5 text-sm text-slate-700">
      {student.participantId && student.guardianName && (
        <span className="break-words">{m.roster_guardian({ name: student.guardianName })}</span>
      )}
      <span className="break-all">{student.email}</span>
      {phone && <PhoneLink phone={phone} className="text-sky-800" />}
    </span>
  );
}

/**
 * "Medical notes" by a child who has some: opens them with the emergency contact and the guardian
 * to call. Nothing for anyone else.
 */
export function MedicalNotesButton({
  student,
  variant = 'outline',
  className,
}: {
  student: RosterStudent;
  variant?: 'outline' | 'secondary';
  className?: string;
}) {
  const dialog = useDialogState('medical-notes');
  const { open, setOpen } = dialog;
  if (!student.hasMedicalNotes) return null;
  const name = rosterName(student);
  return (
    <>
      <Button
        size="sm"
        variant={variant}
        // Wraps rather than overflows beside a narrow phone's badges.
        className={cn('h-auto min-h-8 border-amber-300 py-1 whitespace-normal', className)}
        onClick={() => setOpen(true)}
      >
        <HeartPulseIcon aria-hidden="true" className="text-red-700" />
        {m.roster_medical_notes()}
        {/* Whose, for a screen reader's list of buttons; the name starts with what shows. */}
        <span className="sr-only"> ({name})</span>
      </Button>
      <RowDialog dialog={dialog}>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent className="max-h-[90dvh] overflow-y-auto">
            <DialogHeader>
              <DialogTitle className="break-words">
                {m.roster_medical_notes_of({ name })}
              </DialogTitle>
              <DialogDescription>{m.roster_medical_notes_private()}</DialogDescription>
            </DialogHeader>
            <p className="text-base break-words whitespace-pre-wrap text-slate-900">
              {student.medicalNotes}
            </p>
            {(student.emergencyContactName || student.emergencyContactPhone) && (
              <section className="space-y-1">
                <h3 className="text-sm font-bold text-slate-900">{m.roster_emergency_contact()}</h3>
                {student.emergencyContactName && (
                  <p className="break-words">{student.emergencyContactName}</p>
                )}
                {student.emergencyContactPhone && (
                  <PhoneLink phone={student.emergencyContactPhone} className="text-sky-800" />
                )}
              </section>
            )}
            {student.guardianName && (
              <section className="space-y-1">
                <p className="break-words">{m.roster_guardian({ name: student.guardianName })}</p>
                {student.guardianPhone && (
                  <PhoneLink phone={student.guardianPhone} className="text-sky-800" />
                )}
              </section>
            )}
          </DialogContent>
        </Dialog>
      </RowDialog>
    </>
  );
}
