import { m } from '#shared/i18n/paraglide/messages.js';
import type { PaymentAttempt } from '#shared/schemas/payment.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { GatewayMark } from './gateway-marks.tsx';
import { GATEWAY_NAMES, methodText } from '#shared/payments/gateway-names.ts';

const TERM = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';

/**
 * What the attempt was: the amount, the classes, and once paid how (bKash ••• 1234) with the
 * gateway's own transaction id, the one its statement and its support ask for.
 */
export function AttemptDetails({ attempt }: { attempt: PaymentAttempt }) {
  const format = useFormat();
  const gateway = GATEWAY_NAMES[attempt.gateway]();
  const paidWith = attempt.method
    ? methodText(attempt.method, attempt.gateway, format.digits)
    : null;
  return (
    <dl className="grid gap-4 rounded-lg border border-border bg-slate-50/60 p-4 text-sm wrap-anywhere sm:grid-cols-2">
      <div>
        <dt className={TERM}>{m.payment_col_amount()}</dt>
        <dd className="text-xl font-extrabold text-slate-900 tabular-nums">
          {format.price(attempt.total, attempt.currency)}
        </dd>
      </div>
      <div>
        <dt className={TERM}>{m.payment_way_to_pay()}</dt>
        <dd className="flex flex-wrap items-center gap-2 text-slate-900">
          <GatewayMark gateway={attempt.gateway} className="h-6" compact />
          <span>
            {paidWith ?? gateway}
            {paidWith && attempt.gateway === 'sslcommerz' && (
              <span className="text-slate-600"> · {m.payment_via_gateway({ gateway })}</span>
            )}
          </span>
        </dd>
      </div>
      {attempt.gatewayTransactionId && (
        <div>
          <dt className={TERM}>{m.payment_gateway_transaction_id({ gateway })}</dt>
          <dd className="font-mono text-slate-900">{attempt.gatewayTransactionId}</dd>
        </div>
      )}
      <div>
        <dt className={TERM}>{m.payment_reference()}</dt>
        <dd className="font-mono text-slate-700">{attempt.reference}</dd>
      </div>
      {attempt.classes.length > 0 && (
        <div className="sm:col-span-2">
          <dt className={TERM}>{m.payment_classes()}</dt>
          <dd>
            <ul className="mt-1 grid gap-1 font-semibold text-slate-900">
              {attempt.classes.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}
