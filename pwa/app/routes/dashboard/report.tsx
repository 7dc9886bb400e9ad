import { m } from '#shared/i18n/paraglide/messages.js';
import { OwnerReport } from '#pwa/features/report/components/owner-report.tsx';

/** The owner's report for admins: the academy's books per branch and month. */
export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.report_title() })}</title>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{m.report_title()}</h1>
        <p className="mt-1 text-slate-600">{m.report_intro()}</p>
      </div>
      <OwnerReport />
    </section>
  );
}
