// Cloudflare Workers entry: /api/* runs the Hono app; everything else is the PWA build from the
// ASSETS binding (wrangler.toml, run_worker_first = /api/*). A page's path finds its prerendered
// HTML there (/classes → classes.html); any other page gets the generic shell (decision 012).
// Every page's HTML passes here (run_worker_first names them) to get the pages' security headers
// and Content-Security-Policy (security-headers.ts), the same as on Node.
import type { ExecutionContext } from 'hono';
import { createApp } from './app.ts';
import { createDb } from './db/client.ts';
import { parseEnv, type Env } from './env.ts';
import { pageHeaders } from './lib/security-headers.ts';
import { publicConfig } from './routes/config/config.ts';

interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export interface WorkerBindings {
  ASSETS?: AssetsBinding;
  [name: string]: unknown;
}

/** Per isolate (per bindings object), not per request: the parsed env, the pages' headers, the app. */
interface Site {
  env: Env;
  pageHeaders: Readonly<Record<string, string>>;
  app?: ReturnType<typeof createApp>;
}
const sites = new WeakMap<object, Site>();

function siteFor(bindings: WorkerBindings): Site {
  let site = sites.get(bindings);
  if (!site) {
    const strings: Record<string, string> = {};
    for (const [name, value] of Object.entries(bindings)) {
      if (typeof value === 'string') strings[name] = value;
    }
    const env = parseEnv(strings);
    site = { env, pageHeaders: pageHeaders(publicConfig(env)) };
    sites.set(bindings, site);
  }
  return site;
}

function appFor(bindings: WorkerBindings): ReturnType<typeof createApp> {
  const site = siteFor(bindings);
  if (!site.app) {
    const { db } = createDb({
      url: site.env.DATABASE_URL,
      authToken: site.env.DATABASE_AUTH_TOKEN,
    });
    site.app = createApp({ db, env: site.env });
  }
  return site.app;
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
    if (!bindings.ASSETS) return new Response('Not Found', { status: 404 });
    const headers = siteFor(bindings).pageHeaders;
    return serveAsset(bindings.ASSETS, request, pathname).then((asset) =>
      withPageHeaders(asset, headers),
    );
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

/** An HTML answer with the pages' headers, on a copy: the assets binding's headers are immutable. */
function withPageHeaders(asset: Response, headers: Readonly<Record<string, string>>): Response {
  if (!asset.headers.get('Content-Type')?.startsWith('text/html')) return asset;
  const page = new Response(asset.body, asset);
  for (const [name, value] of Object.entries(headers)) page.headers.set(name, value);
  return page;
}
