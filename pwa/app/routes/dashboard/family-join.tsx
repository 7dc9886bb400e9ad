import { m } from '#shared/i18n/paraglide/messages.js';
import { JoinFamily } from '#pwa/features/family/components/join-family.tsx';

/** Where an invitation's link leads: the signed-in student joins the family as a guardian. */
export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.family_join_title() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.family_join_title()}
      </h1>
      <JoinFamily />
    </section>
  );
}
