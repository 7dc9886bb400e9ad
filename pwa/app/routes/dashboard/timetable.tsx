import { m } from '#shared/i18n/paraglide/messages.js';
import { Timetable } from '#pwa/features/timetable/components/timetable.tsx';

/** "My timetable": the enrolled classes' sessions, week by week (issue 16). */
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
      {/*
        SLOT — calendar subscription card: the lead puts the private calendar feed's card
        (pwa/features/calendar/, issue 16 item 2) here, between the header and the weeks.
      */}
      <Timetable />
    </section>
  );
}
