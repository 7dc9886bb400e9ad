// Cloudflare Workers entry: /api/* runs the Hono app; everything else is the PWA build from the
// ASSETS binding (wrangler.toml, run_worker_first = /api/*). A page's path finds its prerendered
// HTML there (/classes → classes.html); any other page gets the generic shell (decision 012).
import type { ExecutionContext } from 'hono';
import { createApp } from './app.ts';
import { createDb } from './db/client.ts';
import { parseEnv } from './env.ts';
import { errorBody } from './lib/http-error.ts';
import { createLogger } from './lib/logger.ts';

interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export interface WorkerBindings {
  ASSETS?: AssetsBinding;
  [name: string]: unknown;
}

/** One parsed env, database client and app per isolate (per bindings object), not per request. */
const apps = new WeakMap<object, ReturnType<typeof createApp>>();

function appFor(bindings: WorkerBindings): ReturnType<typeof createApp> {
  let app = apps.get(bindings);
  if (!app) {
    const strings: Record<string, string> = {};
    for (const [name, value] of Object.entries(bindings)) {
      if (typeof value === 'string') strings[name] = value;
    }
    const env = parseEnv(strings);
    const { db } = createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
    app = createApp({ db, env });
    apps.set(bindings, app);
  }
  return app;
}

export default {
  fetch(
    request: Request,
    bindings: WorkerBindings,
    ctx: ExecutionContext,
  ): Promise<Response> | Response {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      let app: ReturnType<typeof createApp>;
      try {
        app = appFor(bindings);
      } catch (error) {
        return refuseToServe(error);
      }
      return app.fetch(request, bindings, ctx);
    }
    if (bindings.ASSETS) return serveAsset(bindings.ASSETS, request, pathname);
    return new Response('Not Found', { status: 404 });
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
  return Response.json(
    errorBody('internal', 'The service is not configured correctly yet. Please try again later.'),
    { status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } },
  );
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
  // '/shell', not '/shell.html': the assets' html_handling redirects the latter to the former.
  return assets.fetch(new Request(new URL('/shell', request.url), request));
}
