import { AddClassForm } from '#pwa/features/instructor-classes/components/add-class-form.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

export function Component() {
  const { user } = useAuth();
  return (
    <section className="max-w-3xl space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_add_class() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.dashboard_menu_add_class()}
      </h1>
      <div className="rounded-card border border-border bg-white p-5 shadow-sm md:p-8">
        <AddClassForm instructor={{ name: user?.displayName ?? '', email: user?.email ?? '' }} />
      </div>
    </section>
  );
}
