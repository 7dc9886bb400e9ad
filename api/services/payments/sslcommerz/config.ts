// SSLCommerz's settings from the configuration: the store's own (sandbox or live host), or the
// stand-in's store at this server's /api/test-gateways/sslcommerz when none is set.
import type { Env } from '../../../env.ts';
import { SSLCOMMERZ_ORIGINS, type SslcommerzConfig } from './client.ts';

/** The stand-in's one store, as SSLCommerz's sandbox hands out a test store. */
export const STAND_IN_STORE = {
  storeId: 'academytest',
  storePassword: 'academytest@ssl',
} as const;

/** Where the stand-in is mounted under the API. */
export const SSLCOMMERZ_STAND_IN_PATH = '/api/test-gateways/sslcommerz';

/** `origin`: this server's public origin (SITE_ORIGIN, or the request's), for the stand-in. */
export function sslcommerzConfigOf(env: Env, origin: string): SslcommerzConfig {
  if (env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD) {
    return {
      storeId: env.SSLCOMMERZ_STORE_ID,
      storePassword: env.SSLCOMMERZ_STORE_PASSWORD,
      baseUrl: env.SSLCOMMERZ_LIVE ? SSLCOMMERZ_ORIGINS.live : SSLCOMMERZ_ORIGINS.sandbox,
    };
  }
  return { ...STAND_IN_STORE, baseUrl: origin + SSLCOMMERZ_STAND_IN_PATH };
}
