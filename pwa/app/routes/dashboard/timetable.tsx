import { m } from '#shared/i18n/paraglide/messages.js';
import { CalendarSubscription } from '#pwa/features/calendar/components/calendar-subscription.tsx';
import { Timetable } from '#pwa/features/timetable/components/timetable.tsx';

/**
 * "My timetable": the enrolled classes' sessions, week by week, and the private calendar feed of
 * them (the page composes the timetable and calendar features).
 */
export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.timetable_heading() })}</title>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
          {m.timetable_heading()}
        </h1>
        <p className="mt-1 text-slate-600">{m.timetable_intro()}</p>
      </div>
      <Timetable />
      {/* The same sessions in the student's own calendar app, kept up to date. */}
      <CalendarSubscription />
    </section>
  );
}
