import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { WaitingToSync } from '#pwa/components/feedback/waiting-to-sync.tsx';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { RosterStudent } from '#shared/schemas/roster.ts';
import type { Verdict } from '../lib/judge-scan.ts';
import { AgeNote, MedicalNotesButton, rosterName } from './participant-details.tsx';

/** What a scan was told, and when (the same answer twice is announced twice). */
export type ScanAnswer = { verdict: Verdict; at: number };

/** The sentence a verdict says, in the page's language. */
export function verdictText(verdict: Verdict): string {
  switch (verdict.kind) {
    case 'ok':
      return m.check_in_ok_name({ name: rosterName(verdict.student) });
    case 'already':
      return m.check_in_already({ name: rosterName(verdict.student) });
    case 'refunded':
      return m.check_in_refunded({ name: rosterName(verdict.student) });
    case 'other_class':
      return m.check_in_other_class();
    case 'unknown':
      return m.check_in_unknown();
    case 'not_a_pass':
      return m.check_in_not_a_pass();
    case 'bad_code':
      return m.check_in_code_invalid();
    case 'not_open':
      return m.error_check_in_session_not_open();
    case 'cancelled':
      return m.check_in_cancelled();
    case 'refused':
      return verdict.message;
  }
}

/** The face to match against who stands at the door: a child's only with their guardians' consent. */
function StudentFace({ student }: { student: RosterStudent }) {
  return (
    <Avatar className="size-16 shrink-0 border-2 border-white">
      {student.photoUrl && <AvatarImage src={student.photoUrl} alt="" />}
      <AvatarFallback className="text-lg">
        {initials(rosterName(student), student.email)}
      </AvatarFallback>
    </Avatar>
  );
}

/**
 * The answer to the last scan, large enough to read at arm's length: green with the student's
 * face and name (a child's age too, and their medical notes a tap away), or red with the reason.
 * Announced to screen readers as it changes.
 */
export function ScanResult({
  answer,
  waiting = false,
}: {
  answer: ScanAnswer | null;
  /** The check-in is on this phone only, in the outbox until the connection is back. */
  waiting?: boolean;
}) {
  const verdict = answer?.verdict;
  const ok = verdict?.kind === 'ok';
  const student = verdict && 'student' in verdict ? verdict.student : null;
  return (
    <div aria-live="assertive" aria-atomic="true" className="min-h-24">
      {verdict && (
        <div
          key={answer.at}
          data-testid="scan-result"
          data-verdict={verdict.kind}
          className={cn(
            'flex items-center gap-4 rounded-xl p-4 text-white shadow-md',
            ok ? 'bg-emerald-700' : 'bg-red-700',
          )}
        >
          {student ? (
            <StudentFace student={student} />
          ) : (
            <XCircleIcon aria-hidden="true" className="size-12 shrink-0" />
          )}
          <div className="min-w-0">
            {ok && (
              <p className="flex items-center gap-1.5 text-sm font-bold tracking-wide uppercase">
                <CheckCircle2Icon aria-hidden="true" className="size-5" />
                {m.check_in_ok()}
              </p>
            )}
            {student && (
              <p className="text-2xl font-extrabold break-words">{rosterName(student)}</p>
            )}
            {student && <AgeNote student={student} className="block text-lg font-semibold" />}
            {ok && waiting && <WaitingToSync className="mt-1" />}
            {!ok && <p className="text-lg font-semibold">{verdictText(verdict)}</p>}
            {student && (
              <MedicalNotesButton student={student} variant="secondary" className="mt-2" />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
