// A class's action for a student who has paid for it: Select would only be refused ("already
// paid"), so the class page says they are enrolled and offers their pass (the page brings Add to
// calendar), and a card says Enrolled. Anyone else, or a student not enrolled, sees `otherwise`.
import { CheckIcon, CircleCheckIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class, ClassDetail } from '#shared/schemas/class.ts';
import { usePaidClasses } from '../api/get-paid-classes.ts';
import { ShowPassButton } from './pass-dialog.tsx';

type EnrolledActionProps = {
  item: Class;
  otherwise: React.ReactNode;
  /** 'page': the class page's panel with Show pass; 'card': a compact state. */
  variant?: 'card' | 'page';
  /** The class's sessions and venue, when known: the pass shows the next session. */
  detail?: Pick<ClassDetail, 'sessions' | 'venue'>;
};

/** Who is asking is read first: a visitor's or staff member's card runs no query of its own. */
export function EnrolledAction(props: EnrolledActionProps) {
  const { user, role } = useAuth();
  if (!user?.email || role !== 'student') return props.otherwise;
  return <StudentEnrolledAction {...props} />;
}

function StudentEnrolledAction({ item, otherwise, variant = 'card', detail }: EnrolledActionProps) {
  // Until the enrollments are known (or offline with none saved), the other actions stand: the
  // server refuses a Select of a paid class anyway.
  const paid = usePaidClasses();
  // The student's own enrollment; a child's is shown at Select's "Who takes …?" (decision 049).
  const own = paid.data?.some(
    (enrollment) => enrollment.classId === item._id && (enrollment.participantId ?? null) === null,
  );
  if (!own) return otherwise;
  if (variant === 'card') {
    return (
      <Button variant="secondary" className="w-full text-emerald-800" disabled>
        <CheckIcon aria-hidden="true" />
        {m.enrollment_enrolled()}
      </Button>
    );
  }
  return (
    <div className="space-y-3 rounded-card border border-emerald-200 bg-emerald-50/60 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
        <CircleCheckIcon aria-hidden="true" className="size-4" />
        {m.enrollment_enrolled()}
      </p>
      <p className="font-semibold text-slate-900">{m.enrollment_enrolled_here()}</p>
      <ShowPassButton
        classId={item._id}
        name={item.Name}
        detail={detail}
        size="default"
        variant="default"
        className="w-full"
      />
    </div>
  );
}
