// Cloudflare Workers: /api/* runs the Hono app; everything else is the PWA build from the
// ASSETS binding (wrangler.toml, run_worker_first = /api/*). A page's path finds its prerendered
// HTML there (/classes → classes.html, /classes/abc → the template classes/_id.html); any other
// page gets the generic shell (decision 012; the page table, shared/pages/page-table.ts, says
// which pages have their own HTML). Deployed through the entry the build generates
// (dist-ssr/worker-entry.js, decision 023), createWorker gets the page renderer and renders the
// pages with data (/classes, /classes/:id) as the Node server does (api/lib/data-pages.ts). Every page's HTML
// passes here (run_worker_first names them) to get the pages' security headers and
// Content-Security-Policy (security-headers.ts) and its links made absolute (decision 037), the
// same as on Node; so do robots.txt and the sitemap (crawler-files.ts), which no asset serves.
import type { ExecutionContext } from 'hono';
import { createApp } from './app.ts';
import { createDb, type Database } from './db/client.ts';
import { parseEnv, type Env } from './env.ts';
import { matchesEtag } from './lib/response-cache.ts';
import { crawlerFile, isCrawlerFile } from './lib/crawler-files.ts';
import { createDataPages, type DataPages } from './lib/data-pages.ts';
import { localeRedirect } from './lib/locale-redirect.ts';
import { errorBody } from './lib/http-error.ts';
import { createLogger, logLevelFor } from './lib/logger.ts';
import { missingFile } from './lib/missing-file.ts';
import {
  createCloudflareRateLimiter,
  type RateLimitBinding,
} from './middleware/rate-limit/cloudflare-limiter.ts';
import { createPaymentProvider } from './services/payments/create-provider.ts';
import { createReceiptPdfMaker } from './services/payments/receipt-pdf.ts';
import { createGateways } from './services/payments/gateways.ts';
import { runPaymentSweep } from './services/payments/payment-sweep.ts';
import { runDispatcher, type DispatchDeps } from './services/messaging/dispatcher.ts';
import { messagingDeps } from './services/messaging/messaging.ts';
import type { PaymentDeps } from './services/payments/provider.ts';
import { pageHeaders } from './lib/security-headers.ts';
import { siteOriginOf } from './lib/site-origin.ts';
import { publicConfig } from './routes/config/config.ts';
import { sha256Hex } from '#shared/hex.ts';
import { withSiteOrigin } from '#shared/pages/page-html.ts';
import type { PageRenderer } from '#shared/pages/page-renderer.ts';
import {
  htmlFileFor,
  serverRenderedPageAt,
  SHELL_FILE,
  SHELL_PATH,
} from '#shared/pages/page-table.ts';
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
  /** Opened at the first API request or scheduled run: pages need none. */
  db?: Database;
  /** The pages' headers, with the policy built from what GET /api/config hands the browser. */
  pageHeaders: Readonly<Record<string, string>>;
  app?: ReturnType<typeof createApp>;
  sweep?: PaymentDeps;
  messages?: DispatchDeps;
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

/** Receipts as PDFs (decision 039): the same maker as Node's, its fonts bundled as data. Loaded
 * at the first PDF, so no other request pays for PDFKit or the fonts. */
const receiptPdf = createReceiptPdfMaker(() =>
  import('./services/payments/receipt-fonts-worker.ts').then((fonts) => fonts.workerReceiptFonts()),
);

function appFor(bindings: WorkerBindings): ReturnType<typeof createApp> {
  const isolate = isolateFor(bindings);
  // Shared by the isolates of a Cloudflare location; without the binding each isolate counts
  // on its own (RATE_LIMIT_PER_MINUTE in its memory).
  const rateLimiter = bindings.RATE_LIMITER
    ? createCloudflareRateLimiter(bindings.RATE_LIMITER)
    : undefined;
  isolate.app ??= createApp({ db: databaseOf(isolate), env: isolate.env, rateLimiter, receiptPdf });
  return isolate.app;
}

/** The payment sweep (payment-sweep.ts), run by the Cron Trigger of wrangler.toml's [triggers]. */
function sweepPaymentsFor(bindings: WorkerBindings): Promise<void> {
  const isolate = isolateFor(bindings);
  const { env } = isolate;
  const db = databaseOf(isolate);
  const now = () => new Date();
  isolate.sweep ??= {
    db,
    provider: createPaymentProvider(env, db, now),
    gateways: createGateways(env),
    now,
    waitlistOfferHours: env.WAITLIST_OFFER_HOURS,
  };
  return runPaymentSweep(isolate.sweep, createLogger(logLevelFor(env), { task: 'payment-sweep' }));
}

/** The due messages (services/messaging/dispatcher.ts), run by the same Cron Trigger. */
function sendMessagesFor(bindings: WorkerBindings): Promise<void> {
  const isolate = isolateFor(bindings);
  const { env } = isolate;
  isolate.messages ??= messagingDeps({ db: databaseOf(isolate), env, now: () => new Date() });
  return runDispatcher(isolate.messages, createLogger(logLevelFor(env), { task: 'messages' }));
}

/** The pages rendered with their data, per isolate (they keep their rendered HTML). */
const dataPagesOf = new WeakMap<Isolate, DataPages>();

function dataPagesFor(
  renderer: PageRenderer,
  isolate: Isolate,
  bindings: WorkerBindings,
  assets: AssetsBinding,
  ctx: ExecutionContext,
): DataPages {
  let pages = dataPagesOf.get(isolate);
  if (!pages) {
    pages = createDataPages(renderer, {
      // The built page by its path without '.html', as the assets serve it (html_handling).
      readTemplate: async (file) => {
        const path = `/${file.replace(/\.html$/, '').replace(/^index$/, '')}`;
        const answer = await assets.fetch(new Request(new URL(path, 'https://assets.local')));
        if (!answer.ok) throw new Error(`${file}: ${answer.status}`);
        return answer.text();
      },
      // The API in this isolate, as on Node (its caches and rules apply).
      fetchApi: async (path) =>
        appFor(bindings).fetch(new Request(new URL(path, 'https://api.local')), bindings, ctx),
      pageHeaders: isolate.pageHeaders,
      siteOrigin: isolate.env.SITE_ORIGIN,
      onError: (error) =>
        createLogger('error').error('Rendering a page with its data failed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
    });
    dataPagesOf.set(isolate, pages);
  }
  return pages;
}

/**
 * The Worker. With `renderer` (the build's page renderer for workerd, bundled by the generated
 * entry scripts/prerender.ts writes, decision 023), the pages with data are rendered here as on
 * Node; without it, every page is its prerendered file.
 */
export function createWorker(renderer?: PageRenderer) {
  return {
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
      if (isCrawlerFile(pathname)) {
        return crawlerFile(request, pathname, { db: databaseOf(isolate), env: isolate.env });
      }
      const redirect = localeRedirect(request, pathname);
      if (redirect) return redirect;
      const assets = bindings.ASSETS;
      const origin = siteOriginOf(isolate.env, request.url);
      const servedAsset = () =>
        serveAsset(assets, request, pathname).then((asset) =>
          asPage(asset, request, isolate.pageHeaders, origin),
        );
      if (!renderer || serverRenderedPageAt(pathname) === null) return servedAsset();
      // Any failure (the API's configuration refused, the database down): the static page.
      const pages = dataPagesFor(renderer, isolate, bindings, assets, ctx);
      return pages.respond(request, pathname).then((page) => page ?? servedAsset());
    },

    scheduled(_controller: unknown, bindings: WorkerBindings, ctx: ExecutionContext): void {
      // With a refused configuration there is nothing to sweep with; the fetch path logs why.
      let work: Promise<unknown>;
      try {
        work = Promise.all([sweepPaymentsFor(bindings), sendMessagesFor(bindings)]);
      } catch (error) {
        refuseToServe(error);
        return;
      }
      ctx.waitUntil(work);
    },
  };
}

/** Without the page renderer: wrangler.toml's main is the generated entry that adds it. */
export default createWorker();

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
 * single-page-application fallback would respond with index.html, the home page's prerendered HTML.
 */
async function serveAsset(
  assets: AssetsBinding,
  request: Request,
  pathname: string,
): Promise<Response> {
  const response = await assets.fetch(request);
  if (response.status !== 404) return response;
  // A missing file: the same response as Node's, not the assets' own.
  if (/\.[^/]*$/.test(pathname)) return missingFile();
  // A page of many values (/classes/:id) has one template (classes/_id.html); any other page
  // the shell. By its path without '.html': the assets' html_handling redirects the file's name.
  const file = htmlFileFor(pathname);
  const path = file === SHELL_FILE ? SHELL_PATH : `/${file.replace(/\.html$/, '')}`;
  return assets.fetch(new Request(new URL(path, request.url), request));
}

/**
 * An HTML response as a page: the pages' headers, and its canonical and language links made
 * absolute on the site's origin (decision 037), on a copy (the assets binding's headers are
 * immutable). Its ETag is the asset's with the origin's digest, so a page served on another
 * origin is never taken for it; the asset never matches that tag, so the 304 is answered here.
 */
async function asPage(
  asset: Response,
  request: Request,
  headers: Readonly<Record<string, string>>,
  origin: string,
): Promise<Response> {
  if (!asset.headers.get('Content-Type')?.startsWith('text/html')) return asset;
  const rewritten = asset.status === 200;
  const page = rewritten
    ? new Response(withSiteOrigin(await asset.text(), origin), asset)
    : new Response(asset.body, asset);
  for (const [name, value] of Object.entries(headers)) page.headers.set(name, value);
  if (rewritten) page.headers.delete('Content-Length');
  const assetTag = asset.headers.get('ETag');
  if (!rewritten || !assetTag) return page;
  const bare = assetTag.replace(/^W\//, '').replaceAll('"', '');
  const etag = `W/"${bare}-${(await sha256Hex(origin)).slice(0, 12)}"`;
  page.headers.set('ETag', etag);
  if (!matchesEtag(request.headers.get('If-None-Match') ?? undefined, etag)) return page;
  return new Response(null, { status: 304, headers: page.headers });
}
