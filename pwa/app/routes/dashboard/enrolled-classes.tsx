// The student's enrolled classes, each with its "Add to calendar" link (the calendar feature;
// this route composes the two). The subscription to all of them is on My timetable.
import { m } from '#shared/i18n/paraglide/messages.js';
import { AddToCalendarLink } from '#pwa/features/calendar/components/add-to-calendar-link.tsx';
import { EnrolledClasses } from '#pwa/features/enrollments/components/enrolled-classes.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_enrolled_classes() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.enrollment_heading()}
      </h1>
      <EnrolledClasses
        classAction={(item) => <AddToCalendarLink classId={item.classId} size="sm" />}
      />
    </section>
  );
}
