import {
  CalendarDays,
  GraduationCap,
  ListOrdered,
  Receipt,
  ShoppingBasket,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { m } from '#shared/i18n/paraglide/messages.js';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { usePaidClasses } from '#pwa/features/enrollments/api/get-paid-classes.ts';
import { usePayments } from '#pwa/features/payments/api/get-payments.ts';
import { useSelections } from '#pwa/features/selections/api/get-selections.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';

type Tile = {
  label: string;
  value: string | null;
  failed: boolean;
  icon: LucideIcon;
  to: string;
  linkLabel: string;
};

/** Student Home: how many classes are selected and enrolled, and how much was paid, with links. */
export function Component() {
  const { user } = useAuth();
  const name = user?.displayName?.trim();
  const format = useFormat();
  const localePath = useLocalePath();
  const selections = useSelections(user?.email);
  const paid = usePaidClasses();
  const payments = usePayments();

  const tiles: Tile[] = [
    {
      label: m.student_selected_classes(),
      value: selections.data ? format.count(selections.data.length) : null,
      failed: selections.isError,
      icon: ShoppingBasket,
      to: paths.dashboard.myClass,
      linkLabel: m.dashboard_menu_selected_classes(),
    },
    {
      label: m.student_enrolled_classes(),
      value: paid.data ? format.count(paid.data.length) : null,
      failed: paid.isError,
      icon: GraduationCap,
      to: paths.dashboard.enrolledClasses,
      linkLabel: m.dashboard_menu_enrolled_classes(),
    },
    {
      // The payments loaded so far: a student's first page of 50 is all of them in practice.
      label: m.student_total_paid(),
      value: payments.data ? format.totals(payments.data) : null,
      failed: payments.isError,
      icon: Receipt,
      to: paths.dashboard.studentPayments,
      linkLabel: m.dashboard_menu_payment_history(),
    },
  ];

  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_student_home() })}</title>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
          {name ? m.student_welcome_named({ name }) : m.student_welcome()}
        </h1>
        <p className="mt-1 text-slate-600">{m.student_at_a_glance()}</p>
      </div>
      {user && (
        <ul className="grid gap-4 sm:grid-cols-3">
          {tiles.map(({ label, value, failed, icon: Icon, to, linkLabel }) => (
            <li
              key={label}
              className="flex flex-col gap-3 rounded-card border border-border bg-white p-5 shadow-sm"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm font-semibold text-slate-600">{label}</p>
                {value !== null ? (
                  <p className="text-3xl font-extrabold text-slate-900 tabular-nums">{value}</p>
                ) : failed ? (
                  <p className="text-sm text-red-700">{m.student_could_not_load()}</p>
                ) : (
                  <Skeleton className="mt-1 h-9 w-20" />
                )}
              </div>
              <Button asChild variant="link" className="mt-auto h-auto justify-start px-0">
                <Link to={to}>{linkLabel}</Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={localePath(paths.classes)}>{m.dashboard_browse_classes()}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.payment}>{m.student_pay_selected()}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.timetable}>
            <CalendarDays aria-hidden="true" />
            {m.timetable_home_link()}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.waitlist}>
            <ListOrdered aria-hidden="true" />
            {m.waitlist_home_link()}
          </Link>
        </Button>
      </div>
    </section>
  );
}
