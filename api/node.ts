// Node entry: one server for /api and the built PWA. Also runnable as `tsx api/node.ts`.
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, type AppDeps } from './app.ts';
import { createDb, type Database } from './db/client.ts';
import { migrateDb } from './db/migrate.ts';
import { parseEnv, type Env } from './env.ts';
import { crawlerFile, isCrawlerFile } from './lib/crawler-files.ts';
import { loadDataPages } from './lib/data-pages-node.ts';
import { createLineBuffer, createLogger, logLevelFor } from './lib/logger.ts';
import { closeConnectionsOfTooLargeRequests } from './lib/content-too-large.ts';
import { localeRedirect } from './lib/locale-redirect.ts';
import { pageHeaders } from './lib/security-headers.ts';
import { createStaticHandler } from './lib/static-files.ts';
import { zlibEncoder } from './lib/zlib-encoder.ts';
import { createMemoryRateLimiter } from './middleware/rate-limit/memory-limiter.ts';
import { publicConfig } from './routes/config/config.ts';
import { createPaymentProvider } from './services/payments/create-provider.ts';
import { createGateways } from './services/payments/gateways.ts';
import { nodeReceiptPdf } from './services/payments/receipt-fonts-node.ts';
import { startPaymentSweep } from './services/payments/payment-sweep.ts';
import { startDispatcher } from './services/messaging/dispatcher.ts';
import { checkedVapidKeys, messagingDeps } from './services/messaging/messaging.ts';

export interface StartApiServerOptions {
  env: Env;
  /** The built PWA (dist/); without it only /api is served. */
  staticDir?: string;
  seed?: (db: Database) => Promise<unknown>;
  /** Overrides env.PORT; 0 picks a free port. */
  port?: number;
  hostname?: string;
  /** Tests: parts of the app to replace (a local key set for Firebase tokens, a clock). */
  appDeps?: Pick<AppDeps, 'identity' | 'now' | 'clock'>;
  /**
   * The payment sweep's timer (payment-sweep.ts): on unless NODE_ENV=test; `false` turns it
   * off, `{ intervalMs }` turns it on (tests that ask for it).
   */
  paymentSweep?: false | { intervalMs?: number };
  /**
   * The message dispatcher's timer (services/messaging/dispatcher.ts): on unless NODE_ENV=test;
   * `false` turns it off, an object turns it on, with `fetch` for pushes (a stand-in push service).
   */
  messages?: false | { intervalMs?: number; fetch?: typeof fetch };
}

export interface ApiServer {
  url: string;
  port: number;
  /** Stops accepting requests, lets running ones finish, then writes the last log lines. */
  close(): Promise<void>;
  /** Writes queued log lines now (for a process 'exit' handler). */
  flushLogs(): void;
}

async function ensureDatabaseFolder(url: string): Promise<void> {
  if (!url.startsWith('file:')) return;
  const path = url.slice('file:'.length);
  if (path === ':memory:' || path.length === 0) return;
  await mkdir(dirname(resolve(path)), { recursive: true });
}

export async function startApiServer(options: StartApiServerOptions): Promise<ApiServer> {
  const { env } = options;
  await ensureDatabaseFolder(env.DATABASE_URL);
  // VAPID keys that are not one pair would have every push refused: found before serving.
  await checkedVapidKeys(env);
  const { db, client } = createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
  try {
    await migrateDb(db);
    if (options.seed) await options.seed(db);
  } catch (error) {
    client.close();
    throw error;
  }

  // One write per batch of request log lines rather than one per request (decision 010).
  const logs = createLineBuffer((chunk) => process.stdout.write(chunk));
  // Responses are compressed here on Node; on Workers Cloudflare's edge does it (decision 010).
  const app = createApp({
    ...options.appDeps,
    db,
    env,
    logWrite: logs.write,
    encoder: zlibEncoder,
    receiptPdf: nodeReceiptPdf(),
    // Exact counts, per process: several processes behind a balancer each count (decision 015).
    rateLimiter: createMemoryRateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE }),
  });
  // The pages' policy allows what GET /api/config tells the browser to use (security-headers.ts).
  const headersOfPages = pageHeaders(publicConfig(env));
  const serveStatic = options.staticDir
    ? createStaticHandler(options.staticDir, headersOfPages, env.SITE_ORIGIN)
    : null;
  // /classes with the catalogue's first screen in its HTML (decision 014), from the API itself.
  const dataPages = options.staticDir
    ? await loadDataPages({
        staticDir: options.staticDir,
        fetchApi: (path) => Promise.resolve(app.fetch(new Request(new URL(path, 'http://api')))),
        encoder: zlibEncoder,
        pageHeaders: headersOfPages,
        siteOrigin: env.SITE_ORIGIN,
        onError: (error) => console.error('Rendering a page with its data failed:', error),
      })
    : null;
  const servePage = async (request: Request, pathname: string) =>
    (await dataPages?.respond(request, pathname)) ?? serveStatic?.(request);
  // A body refused as too large (413) ends its connection (content-too-large.ts says why).
  const fetch = closeConnectionsOfTooLargeRequests((request, bindings) => {
    // The raw request target when it is a plain path: a URL parse per request costs (decision 010).
    const target = bindings.incoming?.url;
    const pathname = target?.startsWith('/')
      ? target.split('?', 1)[0]
      : new URL(request.url).pathname;
    const isApi = pathname === '/api' || pathname?.startsWith('/api/');
    if (isApi || !serveStatic) return app.fetch(request, bindings);
    if (pathname && isCrawlerFile(pathname)) return crawlerFile(request, pathname, { db, env });
    const redirect = pathname ? localeRedirect(request, pathname) : null;
    if (redirect) return redirect;
    return pathname && dataPages?.handles(pathname)
      ? servePage(request, pathname)
      : serveStatic(request);
  });

  const hostname = options.hostname ?? '0.0.0.0';
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const instance = serve({ fetch, port: options.port ?? env.PORT, hostname }, () =>
      resolveServer(instance),
    );
    instance.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  // Charges left without enrollment or refund, refunds left pending: found and settled here.
  const sweepOptions = options.paymentSweep ?? (env.NODE_ENV === 'test' ? false : {});
  const now = options.appDeps?.now ?? (() => new Date());
  const sweep = sweepOptions
    ? startPaymentSweep(
        {
          db,
          provider: createPaymentProvider(env, db, now),
          gateways: createGateways(env),
          now,
          waitlistOfferHours: env.WAITLIST_OFFER_HOURS,
        },
        {
          intervalMs: sweepOptions.intervalMs,
          logger: createLogger(logLevelFor(env), { task: 'payment-sweep' }, logs.write),
        },
      )
    : null;
  // Due messages (pushes, reminders) sent from the table of due messages: a restart loses none.
  const messageOptions = options.messages ?? (env.NODE_ENV === 'test' ? false : {});
  const dispatcher = messageOptions
    ? startDispatcher(messagingDeps({ db, env, now, fetch: messageOptions.fetch }), {
        intervalMs: messageOptions.intervalMs,
        logger: createLogger(logLevelFor(env), { task: 'messages' }, logs.write),
      })
    : null;
  // In the background: requests that arrive first share the same compression of their file,
  // and the first render of a data page is not a visitor's.
  // The pages for the origin a local visitor asks on (SITE_ORIGIN's when set, decision 037).
  void serveStatic?.precompress(
    `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  );
  void dataPages?.warm();

  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    close() {
      closing ??= Promise.all([
        new Promise<void>((done) => {
          server.close(() => done());
          // Keep-alive connections would hold close() open; idle ones go now, busy ones finish.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }),
        sweep?.stop(),
        dispatcher?.stop(),
      ])
        .then(() => undefined)
        .finally(() => {
          logs.flush();
          client.close();
        });
      return closing;
    },
    flushLogs: logs.flush,
  };
}

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  // The built PWA beside the package; run `npm run build` first to serve it too.
  const staticDir = fileURLToPath(new URL('../dist', import.meta.url));
  const server = await startApiServer({ env, staticDir });
  console.log(`Sports Academy API listening on ${server.url}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  // A crash or an exit elsewhere still writes the queued lines.
  process.once('exit', () => server.flushLogs());
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
