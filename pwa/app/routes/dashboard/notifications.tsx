import { m } from '#shared/i18n/paraglide/messages.js';
import { NotificationsPage } from '#pwa/features/notifications/components/notifications-page.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.notification_list_heading() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.notification_list_heading()}
      </h1>
      <NotificationsPage />
    </section>
  );
}
