// Which ways to pay this deployment offers, per currency, and the redirect gateways behind them
// (decision 036). A gateway is offered when its credentials are set, or when its stand-in is
// served (no credentials, and test payments allowed here). Bangladesh pays in taka through bKash
// first, then SSLCommerz's page; every other currency pays by card (Stripe, or TEST MODE).
import type { Currency } from '#shared/money.ts';
import type { PaymentGatewayName, RedirectGatewayName } from '#shared/schemas/payment.ts';
import { standInGateways, type Env } from '../../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { createBkashGateway } from './bkash/bkash-gateway.ts';
import { bkashConfigOf } from './bkash/config.ts';
import { createSslcommerzGateway } from './sslcommerz/sslcommerz-gateway.ts';
import { sslcommerzConfigOf } from './sslcommerz/config.ts';

export interface Gateways {
  /** The ways to pay each currency, in the order the payment page offers them. */
  readonly offered: Record<Currency, PaymentGatewayName[]>;
  /**
   * The gateway to talk to, for an attempt whose browser and notices come back to `origin` (the
   * stand-ins are served there); null when this deployment does not offer it.
   */
  get(name: RedirectGatewayName, origin: string): PaymentGateway | null;
}

export function createGateways(env: Env): Gateways {
  const standIns = standInGateways(env);
  const available = {
    bkash: Boolean(env.BKASH_APP_KEY) || standIns.bkash,
    sslcommerz: Boolean(env.SSLCOMMERZ_STORE_ID) || standIns.sslcommerz,
  };
  const taka: PaymentGatewayName[] = (['bkash', 'sslcommerz'] as const).filter(
    (name) => available[name],
  );
  return {
    offered: {
      usd: ['card'],
      // Without a Bangladeshi gateway the card provider is asked to take taka (Stripe can
      // present BDT to a merchant outside Bangladesh).
      bdt: taka.length > 0 ? taka : ['card'],
      myr: ['card'],
      sar: ['card'],
    },
    get(name, origin) {
      if (!available[name]) return null;
      return name === 'bkash'
        ? createBkashGateway(bkashConfigOf(env, origin))
        : createSslcommerzGateway(sslcommerzConfigOf(env, origin));
    },
  };
}
