// bKash's settings from the configuration: the merchant's own (sandbox or live host), or the
// stand-in's merchant at this server's /api/test-gateways/bkash when none is set.
import type { Env } from '../../../env.ts';
import { BKASH_BASE_URLS, type BkashConfig } from './client.ts';
import type { WebhookOptions } from './webhook.ts';

/** The stand-in's one merchant, as bKash's sandbox hands out test credentials. */
export const STAND_IN_MERCHANT = {
  appKey: 'academy-test-app-key',
  appSecret: 'academy-test-app-secret',
  username: 'academytest',
  password: 'academytest@bkash',
} as const;

/** Where the stand-in is mounted under the API, and its API under that, as bKash's host has it. */
export const BKASH_STAND_IN_PATH = '/api/test-gateways/bkash';
export const BKASH_API_PREFIX = '/v1.2.0-beta/tokenized/checkout';

/** `origin`: this server's public origin (SITE_ORIGIN, or the request's), for the stand-in. */
export function bkashConfigOf(env: Env, origin: string): BkashConfig {
  const { BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD } = env;
  if (BKASH_APP_KEY && BKASH_APP_SECRET && BKASH_USERNAME && BKASH_PASSWORD) {
    return {
      appKey: BKASH_APP_KEY,
      appSecret: BKASH_APP_SECRET,
      username: BKASH_USERNAME,
      password: BKASH_PASSWORD,
      baseUrl: env.BKASH_LIVE ? BKASH_BASE_URLS.live : BKASH_BASE_URLS.sandbox,
    };
  }
  return { ...STAND_IN_MERCHANT, baseUrl: origin + BKASH_STAND_IN_PATH + BKASH_API_PREFIX };
}

/** Where bKash posts the merchant's webhook (registered with bKash once, for the merchant). */
export const BKASH_WEBHOOK_PATH = '/api/bkash/webhook';

/** The stand-in's certificate is trusted only while the stand-in is the gateway. */
export function bkashWebhookOptionsOf(env: Env, origin: string): WebhookOptions {
  return env.BKASH_APP_KEY ? {} : { trustedCertOrigins: [origin] };
}
