// The student's enrolled classes, each with its pass and its "Add to calendar" link (the
// check-in and calendar features; this route composes them). The subscription to all of them is
// on My timetable.
import { m } from '#shared/i18n/paraglide/messages.js';
import { AddToCalendarLink } from '#pwa/features/calendar/components/add-to-calendar-link.tsx';
import { ShowPassButton } from '#pwa/features/enrollments/components/pass-dialog.tsx';
import { useClassDetail } from '#pwa/features/classes/api/get-class.ts';
import { EnrolledClasses } from '#pwa/features/enrollments/components/enrolled-classes.tsx';
import type { PaidClass } from '#shared/schemas/payment.ts';

/** Show pass, with the class's sessions (asked with the list: the pass shows its next one offline). */
function PassAction({ item }: { item: PaidClass }) {
  const detail = useClassDetail(item.classId);
  return (
    <ShowPassButton
      classId={item.classId}
      participantId={item.participantId ?? null}
      participantName={item.participantName ?? null}
      name={item.Name}
      detail={detail.data}
    />
  );
}

export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_enrolled_classes() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.enrollment_heading()}
      </h1>
      <EnrolledClasses
        actions={(item) => (
          <>
            <PassAction item={item} />
            <AddToCalendarLink classId={item.classId} size="sm" />
          </>
        )}
      />
    </section>
  );
}
