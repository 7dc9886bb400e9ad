import { m } from '#shared/i18n/paraglide/messages.js';
import { MessagesList } from '#pwa/features/contact/components/messages-list.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_messages() })}</title>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
          {m.dashboard_menu_messages()}
        </h1>
        <p className="mt-1 text-slate-600">{m.admin_messages_intro()}</p>
      </div>
      <MessagesList />
    </section>
  );
}
