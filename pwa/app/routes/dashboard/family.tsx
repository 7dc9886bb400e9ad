import { m } from '#shared/i18n/paraglide/messages.js';
import { FamilyScreen } from '#pwa/features/family/components/family-screen.tsx';

/** The student's family (decision 049): children, guardians and invitations. */
export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.family_page_title() })}</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
          {m.family_page_title()}
        </h1>
        <p className="text-slate-600">{m.family_page_intro()}</p>
      </div>
      <FamilyScreen />
    </section>
  );
}
