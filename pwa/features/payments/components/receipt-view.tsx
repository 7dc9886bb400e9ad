// The receipt as paper: what shared/payments/receipt-text.ts says, laid out to read on a screen
// and to print alone (receipt-print.tsx hides the rest of the page and sets the paper).
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { receiptText } from '#shared/payments/receipt-text.ts';
import type { Receipt } from '#shared/schemas/receipt.ts';

/** The class the print rules find the paper by (receipt-print.tsx). */
export const RECEIPT_PAPER_CLASS = 'receipt-paper';

export function ReceiptView({ receipt, roll }: { receipt: Receipt; roll: boolean }) {
  const { locale, digits } = useLocale();
  const text = receiptText(receipt, { locale, digits });
  return (
    <article
      aria-labelledby="receipt-heading"
      className={cn(
        RECEIPT_PAPER_CLASS,
        'mx-auto w-full rounded-card border border-border bg-white p-5 text-slate-900 wrap-anywhere shadow-sm sm:p-8',
        roll ? 'max-w-[80mm] p-3 text-xs sm:p-3' : 'max-w-3xl',
      )}
    >
      <header
        className={cn(
          'flex flex-col gap-4 border-b-2 border-slate-900 pb-4',
          roll ? 'gap-1 text-center' : 'sm:flex-row sm:justify-between',
        )}
      >
        <div className="min-w-0 sm:flex-1">
          <p className={cn('font-extrabold tracking-tight', roll ? 'text-base' : 'text-xl')}>
            {text.academy.name}
          </p>
          <p className="text-slate-600">{text.academy.address}</p>
          {text.branch && (
            <p className="mt-1 text-slate-600">
              <span className="font-semibold text-slate-900">{text.branch.name}</span>
              {' · '}
              {text.branch.address}
            </p>
          )}
        </div>
        <div className={cn(!roll && 'sm:shrink-0 sm:text-right')}>
          <h1
            id="receipt-heading"
            className={cn(
              'font-extrabold tracking-tight uppercase',
              roll ? 'text-base' : 'text-2xl md:text-3xl',
            )}
          >
            {text.title}
          </h1>
          <p className="font-mono text-sm font-semibold">{text.number}</p>
        </div>
      </header>

      <dl
        className={cn(
          'grid gap-3 py-4 text-sm',
          roll ? 'grid-cols-1 gap-1 text-xs' : 'sm:grid-cols-2',
        )}
      >
        <Fact label={text.labels.date}>
          {text.date}
          <span className="block text-xs text-slate-600">
            {m.receipt_times_in({ zone: text.zone })}
          </span>
        </Fact>
        <Fact label={text.labels.payer}>
          {text.payer.name}
          <span className="block text-xs text-slate-600">{text.payer.email}</span>
        </Fact>
        <Fact label={text.labels.method}>{text.method}</Fact>
        <Fact label={text.labels.reference}>
          <span className="font-mono text-xs">{text.reference}</span>
        </Fact>
        {text.gatewayReference && (
          <Fact label={text.gatewayReference.label}>
            <span className="font-mono text-xs">{text.gatewayReference.value}</span>
          </Fact>
        )}
      </dl>

      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-left text-xs tracking-wide text-slate-600 uppercase">
            <th scope="col" className="py-2 font-semibold">
              {text.labels.className}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {text.labels.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {text.lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-200">
              <td className="py-2 pr-3">
                {line.name}
                {line.note && <span className="block text-xs text-slate-600">{line.note}</span>}
              </td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{line.amount}</td>
            </tr>
          ))}
          <tr className="border-b-2 border-slate-900 font-bold">
            <th scope="row" className="py-2 text-left">
              {text.labels.total}
            </th>
            <td className="py-2 text-right text-base whitespace-nowrap tabular-nums">
              {text.total}
            </td>
          </tr>
          {text.refunds.map((refund, index) => (
            <tr key={`refund-${index}`} className="border-b border-slate-200">
              <td className="py-2 pr-3">
                <span className="font-semibold">{refund.label}</span>
                {refund.classes && <span className="block text-slate-600">{refund.classes}</span>}
                {refund.pending && (
                  <span className="block text-xs text-slate-600">{text.labels.refundPending}</span>
                )}
              </td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{refund.amount}</td>
            </tr>
          ))}
          {text.net !== null && (
            <tr className="font-bold">
              <th scope="row" className="py-2 text-left">
                {text.labels.net}
              </th>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{text.net}</td>
            </tr>
          )}
        </tbody>
      </table>
      <p className="mt-6 text-center text-sm text-slate-600">{text.labels.thanks}</p>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
