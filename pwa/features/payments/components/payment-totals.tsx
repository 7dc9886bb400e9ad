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
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { usePaymentSummary } from '../api/get-payment-summary.ts';

/**
 * Money in, refunded and kept, one row of figures per currency (never added across them), and
 * what each class brought (GET /api/payments/summary).
 */
export function PaymentTotals() {
  const { data, isPending, refetch, isRefetching } = usePaymentSummary();
  const format = useFormat();
  if (isPending) return <Skeleton className="h-28 w-full rounded-card" />;
  // A refresh that failed keeps what was shown (the layout's note says the server is not
  // answering): only nothing to show is an error.
  if (data === undefined) {
    return (
      <ErrorState
        message={m.payment_totals_error()}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  const rows =
    data.currencies.length > 0
      ? data.currencies
      : [{ currency: 'usd' as const, payments: 0, total: 0, refunded: 0, net: 0 }];
  return (
    <div className="space-y-4">
      {rows.map((row) => {
        const figures = [
          { label: m.payment_totals_payments(), value: format.count(row.payments) },
          { label: m.payment_totals_charged(), value: format.price(row.total, row.currency) },
          { label: m.payment_totals_refunded(), value: format.price(row.refunded, row.currency) },
          { label: m.payment_totals_net(), value: format.price(row.net, row.currency) },
        ];
        return (
          <dl
            key={row.currency}
            aria-label={row.currency.toUpperCase()}
            className="grid grid-cols-2 gap-3 md:grid-cols-4"
          >
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="rounded-card border border-border bg-white p-4 shadow-sm"
              >
                <dt className="text-sm font-semibold text-slate-600">{figure.label}</dt>
                <dd className="text-2xl font-extrabold break-words text-slate-900 tabular-nums">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        );
      })}
      {data.classes.length > 0 && (
        <details className="rounded-card border border-border bg-white shadow-sm">
          <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-800">
            {m.payment_totals_per_class()}
          </summary>
          <div className="px-2 pb-2">
            <Table className="[&_td]:px-2.5 [&_th]:px-2.5">
              <TableHeader>
                <TableRow>
                  <TableHead>{m.dashboard_col_class()}</TableHead>
                  <TableHead className="hidden sm:table-cell">
                    {m.dashboard_col_instructor()}
                  </TableHead>
                  <TableHead className="text-right">{m.dashboard_col_enrolled()}</TableHead>
                  <TableHead className="text-right">{m.dashboard_col_paid()}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.classes.map((row) => (
                  <TableRow key={`${row.classId}-${row.currency}`}>
                    <TableCell className="font-semibold">{row.Name}</TableCell>
                    <TableCell className="hidden sm:table-cell">{row.IName}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {format.count(row.enrollments)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {format.price(row.total, row.currency)}
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
