import { m } from '#shared/i18n/paraglide/messages.js';
import { ManageUsers } from '#pwa/features/admin/components/manage-users.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_manage_users() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.admin_users_heading()}
      </h1>
      <ManageUsers />
    </section>
  );
}
