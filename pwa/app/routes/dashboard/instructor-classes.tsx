import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { CheckInAction } from '#pwa/features/roster/components/check-in-action.tsx';
import { MyClasses } from '#pwa/features/instructor-classes/components/my-classes.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_my_classes() })}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
          {m.dashboard_menu_my_classes()}
        </h1>
        <Button asChild>
          <Link to={paths.dashboard.addClass}>
            <Plus aria-hidden="true" />
            {m.dashboard_menu_add_class()}
          </Link>
        </Button>
      </div>
      <MyClasses actions={(item) => <CheckInAction item={item} />} />
    </section>
  );
}
