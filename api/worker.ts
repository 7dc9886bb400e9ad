// Cloudflare Workers entry: /api/* runs the Hono app; everything else is the PWA build from the
// ASSETS binding (wrangler.toml, run_worker_first = /api/*). A page's path finds its prerendered
// HTML there (/classes → classes.html); any other page gets the generic shell (decision 012; the
// page table, shared/pages/page-table.ts, says which pages have their own HTML). Every page's HTML
// passes here (run_worker_first names them) to get the pages' security headers and
// Content-Security-Policy (security-headers.ts), the same as on Node.
import type { ExecutionContext } from 'hono';
import { createApp } from './app.ts';
import { createDb, type Database } from './db/client.ts';
import { parseEnv, type Env } from './env.ts';
import { frontDoorRedirect } from './lib/front-door.ts';
import { errorBody } from './lib/http-error.ts';
import { createLogger, logLevelFor } from './lib/logger.ts';
import {
  createCloudflareRateLimiter,
  type RateLimitBinding,
} from './middleware/rate-limit/cloudflare-limiter.ts';
import { createPaymentProvider } from './services/payments/create-provider.ts';
import { runPaymentSweep } from './services/payments/payment-sweep.ts';
import type { PaymentDeps } from './services/payments/provider.ts';
import { pageHeaders } from './lib/security-headers.ts';
import { publicConfig } from './routes/config/config.ts';
import { htmlFileFor, SHELL_FILE, SHELL_PATH } from '#shared/pages/page-table.ts';
import { refusal } from '#shared/refusals.ts';

interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export interface WorkerBindings {
  ASSETS?: AssetsBinding;
  /** Cloudflare's Rate Limiting binding (wrangler.toml [[ratelimits]]). */
  RATE_LIMITER?: RateLimitBinding;
  [name: string]: unknown;
}

interface Isolate {
  env: Env;
  /** Opened at the first API request or sweep: pages need none. */
  db?: Database;
  /** The pages' headers, with the policy built from what GET /api/config hands the browser. */
  pageHeaders: Readonly<Record<string, string>>;
  app?: ReturnType<typeof createApp>;
  sweep?: PaymentDeps;
}

/** Per isolate (per bindings object), not per request: the parsed env, the database client, the
 * pages' headers, the app. */
const isolates = new WeakMap<object, Isolate>();

function isolateFor(bindings: WorkerBindings): Isolate {
  let isolate = isolates.get(bindings);
  if (!isolate) {
    const strings: Record<string, string> = {};
    for (const [name, value] of Object.entries(bindings)) {
      if (typeof value === 'string') strings[name] = value;
    }
    // Cloudflare sets CF-Connecting-IP on every request and a client cannot (decision 015).
    const env = parseEnv({ TRUSTED_PROXY: 'cloudflare', ...strings });
    isolate = { env, pageHeaders: pageHeaders(publicConfig(env)) };
    isolates.set(bindings, isolate);
  }
  return isolate;
}

function databaseOf(isolate: Isolate): Database {
  const { env } = isolate;
  isolate.db ??= createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN }).db;
  return isolate.db;
}

function appFor(bindings: WorkerBindings): ReturnType<typeof createApp> {
  const isolate = isolateFor(bindings);
  // Shared by the isolates of a Cloudflare location; without the binding each isolate counts
  // on its own (RATE_LIMIT_PER_MINUTE in its memory).
  const rateLimiter = bindings.RATE_LIMITER
    ? createCloudflareRateLimiter(bindings.RATE_LIMITER)
    : undefined;
  isolate.app ??= createApp({ db: databaseOf(isolate), env: isolate.env, rateLimiter });
  return isolate.app;
}

/** The payment sweep (payment-sweep.ts), run by the Cron Trigger of wrangler.toml's [triggers]. */
function sweepPaymentsFor(bindings: WorkerBindings): Promise<void> {
  const isolate = isolateFor(bindings);
  const { env } = isolate;
  const db = databaseOf(isolate);
  const now = () => new Date();
  isolate.sweep ??= { db, provider: createPaymentProvider(env, db, now), now };
  return runPaymentSweep(isolate.sweep, createLogger(logLevelFor(env), { task: 'payment-sweep' }));
}

export default {
  fetch(
    request: Request,
    bindings: WorkerBindings,
    ctx: ExecutionContext,
  ): Promise<Response> | Response {
    const { pathname } = new URL(request.url);
    // A refused configuration serves nothing: the pages' policy is built from it too.
    let isolate: Isolate;
    try {
      isolate = isolateFor(bindings);
    } catch (error) {
      return refuseToServe(error);
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      let app: ReturnType<typeof createApp>;
      try {
        app = appFor(bindings);
      } catch (error) {
        return refuseToServe(error);
      }
      return app.fetch(request, bindings, ctx);
    }
    if (!bindings.ASSETS) return new Response('Not Found', { status: 404 });
    const frontDoor = frontDoorRedirect(request, pathname);
    if (frontDoor) return frontDoor;
    return serveAsset(bindings.ASSETS, request, pathname).then((asset) =>
      withPageHeaders(asset, isolate.pageHeaders),
    );
  },

  scheduled(_controller: unknown, bindings: WorkerBindings, ctx: ExecutionContext): void {
    // With a refused configuration there is nothing to sweep with; the fetch path logs why.
    let sweep: Promise<void>;
    try {
      sweep = sweepPaymentsFor(bindings);
    } catch (error) {
      refuseToServe(error);
      return;
    }
    ctx.waitUntil(sweep);
  },
};

/**
 * The API with an invalid or unsafe configuration (api/env.ts: e.g. the Auth emulator's host set
 * in production) stays off: a 503 that clients retry later, and a log line naming what to fix,
 * on every request, so `wrangler tail` shows it whenever someone looks. A refused configuration
 * is not kept: each request parses the bindings again (a fixed configuration serves at once).
 */
function refuseToServe(error: unknown): Response {
  const reason = error instanceof Error ? error.message : String(error);
  createLogger('error').error('The API is not serving: its configuration is refused', { reason });
  return Response.json(errorBody('unavailable', refusal('service_misconfigured')), {
    status: 503,
    headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
  });
}

/**
 * The asset, or for a missing page (no file extension) the generic shell: Cloudflare's own
 * single-page-application fallback would answer with index.html, the home page's prerendered HTML.
 */
async function serveAsset(
  assets: AssetsBinding,
  request: Request,
  pathname: string,
): Promise<Response> {
  const response = await assets.fetch(request);
  if (response.status !== 404 || /\.[^/]*$/.test(pathname)) return response;
  // A page of many values (/classes/:id) has one template (classes/_id.html); any other page
  // the shell. By its path without '.html': the assets' html_handling redirects the file's name.
  const file = htmlFileFor(pathname);
  const path = file === SHELL_FILE ? SHELL_PATH : `/${file.replace(/\.html$/, '')}`;
  return assets.fetch(new Request(new URL(path, request.url), request));
}

/** An HTML answer with the pages' headers, on a copy: the assets binding's headers are immutable. */
function withPageHeaders(asset: Response, headers: Readonly<Record<string, string>>): Response {
  if (!asset.headers.get('Content-Type')?.startsWith('text/html')) return asset;
  const page = new Response(asset.body, asset);
  for (const [name, value] of Object.entries(headers)) page.headers.set(name, value);
  return page;
}
