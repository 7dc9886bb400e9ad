import { m } from '#shared/i18n/paraglide/messages.js';
import { FindFamilies } from '#pwa/features/family/components/find-families.tsx';
import { SiblingDiscounts } from '#pwa/features/family/components/sibling-discounts.tsx';

/**
 * The admins' families (decision 049): each branch's sibling discount (decision 051), and finding a
 * family to see its guardians and members.
 */
export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.families_page_title() })}</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
          {m.families_page_title()}
        </h1>
        <p className="text-slate-600">{m.families_page_intro()}</p>
      </div>
      <SiblingDiscounts />
      <FindFamilies />
    </section>
  );
}
