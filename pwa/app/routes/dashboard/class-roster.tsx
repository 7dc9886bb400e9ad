import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { RosterAndSessions } from '#pwa/features/roster/components/roster-and-sessions.tsx';
import { ClassLine } from '#pwa/features/waitlist/components/class-line.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/** /dashboard/instructorclasses/:id: one own class's students and sessions, then its waitlist. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.roster_page_title() })}</title>
      <Link
        to={paths.dashboard.instructorClasses}
        className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.roster_back()}
      </Link>
      <RosterAndSessions
        classId={id}
        more={<ClassLine classId={id} />}
        header={(roster) => (
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight wrap-anywhere md:text-3xl">
              {roster.className}
            </h1>
            <p className="text-slate-600">{m.roster_page_title()}</p>
          </div>
        )}
      />
    </section>
  );
}
