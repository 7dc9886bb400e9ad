// Cloudflare Workers entry: /api/* runs the Hono app; everything else is the PWA build from the
// ASSETS binding (wrangler.toml, run_worker_first = /api/*). A page's path finds its prerendered
// HTML there (/classes → classes.html); any other page gets the generic shell (decision 012).
import type { ExecutionContext } from 'hono';
import { createApp } from './app.ts';
import { createDb } from './db/client.ts';
import { parseEnv } from './env.ts';
import {
  createCloudflareRateLimiter,
  type RateLimitBinding,
} from './middleware/rate-limit/cloudflare-limiter.ts';

interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export interface WorkerBindings {
  ASSETS?: AssetsBinding;
  /** Cloudflare's Rate Limiting binding (wrangler.toml [[ratelimits]]). */
  RATE_LIMITER?: RateLimitBinding;
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
    // Cloudflare sets CF-Connecting-IP on every request and a client cannot (decision 015).
    const env = parseEnv({ TRUSTED_PROXY: 'cloudflare', ...strings });
    const { db } = createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
    // Shared by the isolates of a Cloudflare location; without the binding each isolate counts
    // on its own (RATE_LIMIT_PER_MINUTE in its memory).
    const rateLimiter = bindings.RATE_LIMITER
      ? createCloudflareRateLimiter(bindings.RATE_LIMITER)
      : undefined;
    app = createApp({ db, env, rateLimiter });
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
      return appFor(bindings).fetch(request, bindings, ctx);
    }
    if (bindings.ASSETS) return serveAsset(bindings.ASSETS, request, pathname);
    return new Response('Not Found', { status: 404 });
  },
};

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
