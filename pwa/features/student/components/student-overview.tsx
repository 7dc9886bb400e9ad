import { GraduationCap, Receipt, ShoppingBasket, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { formatDollars, sumDollars } from '#shared/money.ts';
import { useMyPayments, useMySelections, usePaidClasses } from '../api/student-data.ts';

type Tile = {
  label: string;
  value: string | null;
  failed: boolean;
  icon: LucideIcon;
  to: string;
  linkLabel: string;
};

/** Student Home: how many classes are selected and enrolled, and how much was paid, with links. */
export function StudentOverview({ email }: { email: string }) {
  const selections = useMySelections(email);
  const paid = usePaidClasses();
  const payments = useMyPayments();

  const tiles: Tile[] = [
    {
      label: 'Selected classes',
      value: selections.data ? String(selections.data.length) : null,
      failed: selections.isError,
      icon: ShoppingBasket,
      to: paths.dashboard.myClass,
      linkLabel: 'My selected Classes',
    },
    {
      label: 'Enrolled classes',
      value: paid.data ? String(paid.data.length) : null,
      failed: paid.isError,
      icon: GraduationCap,
      to: paths.dashboard.enrolledClasses,
      linkLabel: 'My Enrolled classes',
    },
    {
      label: 'Total paid',
      value: payments.data
        ? formatDollars(sumDollars(payments.data.map((payment) => payment.price)))
        : null,
      failed: payments.isError,
      icon: Receipt,
      to: paths.dashboard.studentPayments,
      linkLabel: 'My Payments History',
    },
  ];

  return (
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
              <p className="text-sm text-red-700">Could not load</p>
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
  );
}
