import { z } from 'zod';
import { PAYMENT_GATEWAYS } from './payment.ts';

/** GET /api/config: runtime configuration for the browser, so one build runs everywhere. */
export const publicConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
  }),
  /** e.g. "http://127.0.0.1:9099" when the Auth emulator is in use, otherwise null. */
  authEmulatorUrl: z.string().nullable(),
  payments: z.object({
    mode: z.enum(['test', 'stripe']),
    publishableKey: z.string().nullable(),
    /**
     * The ways to pay offered for each currency, in the order the payment page lists them (bKash
     * first in Bangladesh); empty where this deployment cannot take that currency.
     */
    gateways: z
      .object({
        usd: z.array(z.enum(PAYMENT_GATEWAYS)),
        bdt: z.array(z.enum(PAYMENT_GATEWAYS)),
        myr: z.array(z.enum(PAYMENT_GATEWAYS)),
        sar: z.array(z.enum(PAYMENT_GATEWAYS)),
      })
      // A configuration saved by an older build offered cards only.
      .default({ usd: ['card'], bdt: ['card'], myr: ['card'], sar: ['card'] }),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
