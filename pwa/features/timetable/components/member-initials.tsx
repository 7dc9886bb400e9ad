import { initials } from '#pwa/components/ui/avatar.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import type { TimetableMember } from '../lib/timetable-members.ts';

/** A member's initials in their colour: for the eyes, beside the name that says it. */
export function MemberInitials({ member }: { member: TimetableMember }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-[0.65rem] font-bold',
        member.colour.chip,
      )}
    >
      {initials(member.name)}
    </span>
  );
}
