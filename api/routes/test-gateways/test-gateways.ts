// /api/test-gateways/…: the stand-ins of the Bangladeshi gateways (TEST MODE, decision 036), each
// served only when its credentials are unset and test payments may run here (standInGateways).
import { Hono } from 'hono';
import { standInGateways } from '../../env.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { createBkashStandIn } from './bkash-stand-in.ts';
import { createSslcommerzStandIn } from './sslcommerz-stand-in.ts';

export function createTestGatewayRoutes(services: Services) {
  const serve = standInGateways(services.env);
  const routes = new Hono<AppEnv>();
  if (serve.sslcommerz) {
    routes.route('/test-gateways/sslcommerz', createSslcommerzStandIn({ now: services.now }));
  }
  if (serve.bkash) routes.route('/test-gateways/bkash', createBkashStandIn({ now: services.now }));
  return routes;
}
