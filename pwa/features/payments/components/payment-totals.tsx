import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#pwa/components/ui/table.tsx';
import { formatDollars } from '#shared/money.ts';
import { usePaymentSummary } from '../api/get-payment-summary.ts';

/** Money in, refunded and kept, and what each class brought (GET /api/payments/summary). */
export function PaymentTotals() {
  const { data, isPending, isError, refetch, isRefetching } = usePaymentSummary();
  if (isPending) return <Skeleton className="h-28 w-full rounded-card" />;
  if (isError) {
    return (
      <ErrorState
        message="We could not load the payment totals. Check your connection and try again."
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  const figures = [
    { label: 'Payments', value: String(data.payments) },
    { label: 'Charged', value: formatDollars(data.total) },
    { label: 'Refunded', value: formatDollars(data.refunded) },
    { label: 'Net', value: formatDollars(data.net) },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="rounded-card border border-border bg-white p-4 shadow-sm"
          >
            <dt className="text-sm font-semibold text-slate-600">{figure.label}</dt>
            <dd className="text-2xl font-extrabold text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {data.classes.length > 0 && (
        <details className="rounded-card border border-border bg-white shadow-sm">
          <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-800">
            Totals per class
          </summary>
          <div className="px-2 pb-2">
            <Table className="[&_td]:px-2.5 [&_th]:px-2.5">
              <TableHeader>
                <TableRow>
                  <TableHead>Class</TableHead>
                  <TableHead className="hidden sm:table-cell">Instructor</TableHead>
                  <TableHead className="text-right">Enrolled</TableHead>
                  <TableHead className="text-right">Paid</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.classes.map((row) => (
                  <TableRow key={row.classId}>
                    <TableCell className="font-semibold">{row.Name}</TableCell>
                    <TableCell className="hidden sm:table-cell">{row.IName}</TableCell>
                    <TableCell className="text-right tabular-nums">{row.enrollments}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatDollars(row.total)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </details>
      )}
    </div>
  );
}
