import { Hono } from 'hono';
import { publicConfigSchema, type PublicConfig } from '#shared/schemas/config.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { createGateways } from '../../services/payments/gateways.ts';
import { describe, json } from '../../lib/contract/describe.ts';

export function publicConfig(env: Services['env']): PublicConfig {
  return {
    firebase: {
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: env.FIREBASE_PROJECT_ID,
    },
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`
      : null,
    payments: {
      mode: env.STRIPE_SECRET_KEY ? 'stripe' : 'test',
      publishableKey: env.STRIPE_SECRET_KEY ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      gateways: createGateways(env).offered,
    },
  };
}

export function createConfigRoutes(services: Services) {
  const config = publicConfig(services.env);
  return new Hono<AppEnv>().get(
    '/config',
    describe({
      summary: "What the PWA needs to start: Firebase's setup and the ways to pay",
      tag: 'Config',
      access: 'public',
      responses: { 200: json(publicConfigSchema, 'The configuration') },
    }),
    (c) => c.json(config),
  );
}
