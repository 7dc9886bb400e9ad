// Which stand-in gateways a server serves, and the settings refused at start-up.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv, standInGateways, type Env } from '../../env.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { testEnv } from '../../test/test-env.ts';
import { createTestGatewayRoutes } from './test-gateways.ts';

/** The session API of each stand-in, asked as a merchant would: 404 where it is not served. */
async function served(env: Env) {
  const services = { env, now: () => new Date() } as Services;
  const app = new Hono<AppEnv>().route('/api', createTestGatewayRoutes(services));
  const session = await app.request('/api/test-gateways/sslcommerz/gwprocess/v4/api.php', {
    method: 'POST',
    body: new URLSearchParams({ store_id: 'x' }),
  });
  const grant = await app.request(
    '/api/test-gateways/bkash/v1.2.0-beta/tokenized/checkout/token/grant',
    {
      method: 'POST',
      body: '{}',
    },
  );
  return { sslcommerz: session.status !== 404, bkash: grant.status !== 404 };
}

describe('the stand-in gateways', () => {
  it('are served where no credentials are set, outside production', async () => {
    expect(await served(testEnv())).toEqual({ sslcommerz: true, bkash: true });
  });

  it('give way to a gateway configured with its credentials', async () => {
    const env = testEnv({
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_STORE_PASSWORD: 'secret',
    });
    expect(await served(env)).toEqual({ sslcommerz: false, bkash: true });
  });

  it('are never served in production unless test payments are allowed', async () => {
    const production: Env = { ...testEnv(), NODE_ENV: 'production' };
    expect(standInGateways(production)).toEqual({ sslcommerz: false, bkash: false });
    expect(await served(production)).toEqual({ sslcommerz: false, bkash: false });
    expect(await served({ ...production, ALLOW_TEST_PAYMENTS: true })).toEqual({
      sslcommerz: true,
      bkash: true,
    });
  });

  it('refuse to start with a gateway configured in part', () => {
    expect(() => testEnv({ BKASH_APP_KEY: 'key', BKASH_USERNAME: 'user' })).toThrow(
      /bKash is configured in part: set BKASH_APP_SECRET and BKASH_PASSWORD/,
    );
    expect(() => parseEnv({ SSLCOMMERZ_STORE_PASSWORD: 'secret' })).toThrow(
      /SSLCommerz is configured in part/,
    );
  });
});
