import { m } from '#shared/i18n/paraglide/messages.js';
import { ManageClasses } from '#pwa/features/admin/components/manage-classes.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_manage_classes() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.dashboard_menu_manage_classes()}
      </h1>
      <ManageClasses />
    </section>
  );
}
