import { ShieldCheck } from 'lucide-react';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Payment } from '#shared/schemas/payment.ts';
import { GatewayMark } from './gateway-marks.tsx';
import { GATEWAY_NAMES, methodText } from '#shared/payments/gateway-names.ts';

/** A payment held until an admin approves or refunds it (the gateway flagged it). */
function HeldBadge() {
  return (
    <Badge variant="warning">
      <ShieldCheck aria-hidden="true" />
      {m.payment_held_badge()}
    </Badge>
  );
}

/**
 * How a payment was made, for the admin: the method ("Nagad", "Card ••• 4242"), the gateway it
 * went through and the gateway's transaction id, the one to quote to the gateway.
 */
export function PaidWith({ payment }: { payment: Payment }) {
  const format = useFormat();
  const gateway = payment.gateway ?? 'card';
  const method = methodText(payment.method, payment.gateway, format.digits);
  return (
    <div className="grid gap-1 text-sm">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <GatewayMark gateway={gateway} className="h-5" compact />
        <span className="font-medium text-slate-900">{method ?? GATEWAY_NAMES[gateway]()}</span>
      </span>
      {(gateway === 'sslcommerz' || payment.gatewayTransactionId) && (
        <span className="text-xs text-slate-600">
          {/* bKash's own method needs no "via bKash"; SSLCommerz's page takes many. */}
          {gateway === 'sslcommerz' && m.payment_via_gateway({ gateway: GATEWAY_NAMES[gateway]() })}
          {gateway === 'sslcommerz' && payment.gatewayTransactionId && ' · '}
          {payment.gatewayTransactionId && (
            <span
              className="font-mono text-slate-700"
              title={m.payment_gateway_transaction_id({ gateway: GATEWAY_NAMES[gateway]() })}
            >
              {payment.gatewayTransactionId}
            </span>
          )}
        </span>
      )}
      {payment.recordedBy && (
        <span className="text-xs text-slate-600">
          {m.payments_recorded_by({ name: payment.recordedBy })}
        </span>
      )}
      {payment.review === 'held' && <HeldBadge />}
      {payment.review === 'refused' && <Badge variant="muted">{m.payment_refused_badge()}</Badge>}
    </div>
  );
}
