// createApp(deps): the whole API under /api, runtime-agnostic (Node and Workers entries wrap it).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { refusal } from '#shared/refusals.ts';
import { readCounter } from './db/change-counter.ts';
import type { Database } from './db/client.ts';
import { isAuthEmulatorMode, type Env } from './env.ts';
import { createResponseCache } from './lib/response-cache.ts';
import { createCallerCache } from './lib/caller-cache.ts';
import { createChangeWatch } from './lib/change-watch.ts';
import { createDocument } from './lib/contract/document.ts';
import type { Encoder } from './lib/content-encoding.ts';
import type { AppEnv } from './lib/context.ts';
import type { Services } from './lib/app-services.ts';
import { crossOriginOf, finishResponse, preflightResponse } from './lib/finish-response.ts';
import { HttpError } from './lib/http-error.ts';
import { createLogger, logLevelFor } from './lib/logger.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/security-headers.ts';
import { compressJson } from './middleware/compress-json.ts';
import { onError, onNotFound } from './middleware/errors.ts';
import { clientAddressOf } from './middleware/rate-limit/client-address.ts';
import { createMemoryRateLimiter } from './middleware/rate-limit/memory-limiter.ts';
import {
  callerOrAddress,
  rateLimit,
  type RateLimiter,
} from './middleware/rate-limit/rate-limit.ts';
import { createCheckInRoutes } from './routes/check-in/check-ins.ts';
import { createJwtRoutes } from './routes/auth/jwt.ts';
import { createCalendarRoutes, loggablePath } from './routes/calendar/calendar.ts';
import { createClassRoutes } from './routes/classes/classes.ts';
import { createClassDetailRoutes } from './routes/classes/class-detail.ts';
import { createPopularClassRoutes } from './routes/classes/popular-classes.ts';
import { createRosterRoutes } from './routes/classes/roster.ts';
import { createConfigRoutes } from './routes/config/config.ts';
import { createContactRoutes } from './routes/contact/contact.ts';
import { createDocsRoutes } from './routes/docs/docs.ts';
import { createExportRoutes } from './routes/exports/exports.ts';
import { createFamilyRoutes } from './routes/families/families.ts';
import { createInstructorRoutes } from './routes/instructors/instructors.ts';
import { createNotificationRoutes } from './routes/notifications/notifications.ts';
import { createPaymentRoutes } from './routes/payments/payments.ts';
import { createPushRoutes } from './routes/push/push.ts';
import { createReportRoutes } from './routes/reports/reports.ts';
import { createSelectionRoutes } from './routes/selections/selections.ts';
import { createTestGatewayRoutes } from './routes/test-gateways/test-gateways.ts';
import { createTimetableRoutes } from './routes/timetable/timetable.ts';
import { createUserRoutes } from './routes/users/users.ts';
import { createWaitlistRoutes } from './routes/waitlist/waitlist.ts';
import { createAccountLookup } from './services/account-lookup.ts';
import { createFirebaseTokenVerifier, type FirebaseTokenVerifier } from './services/identity.ts';
import type { ReceiptPdfMaker } from './services/payments/receipt-pdf.ts';

export interface AppDeps {
  db: Database;
  env: Env;
  identity?: FirebaseTokenVerifier;
  now?: () => Date;
  /**
   * Counts POST /api/jwt and the writes per client: the runtime entry passes one (decision 015);
   * in memory with RATE_LIMIT_PER_MINUTE when absent.
   */
  rateLimiter?: RateLimiter;
  /** Who shares a rate-limit bucket; defaults to the signed-in person, else the client's address. */
  rateLimitKey?: (c: Context<AppEnv>) => string | Promise<string>;
  /** Where log lines go; console.log by default. Node passes a batching buffer (node.ts). */
  logWrite?: (line: string) => void;
  /** Compresses responses for clients that accept it: Node passes one; Workers' edge does it. */
  encoder?: Encoder;
  /** Makes a receipt's PDF: Node passes one (decision 039); without it the PDF route refuses. */
  receiptPdf?: ReceiptPdfMaker;
  /**
   * How stale another process's writes may look here: the classes change counter and callers'
   * roles are read again after this long (decision 010). This process's writes show at once.
   */
  sharedStateMaxAgeMs?: number;
  /** Milliseconds for those ages (tests move it); Date.now by default. */
  clock?: () => number;
}

/** The default of `sharedStateMaxAgeMs`. */
export const SHARED_STATE_MAX_AGE_MS = 1_000;

/** Largest JSON body any route accepts (a class or a contact message is far smaller). */
export const BODY_LIMIT_BYTES = 64 * 1024;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes the rate limit leaves alone: Stripe's webhook is trusted by its signature alone, arrives
 * in bursts from a few Stripe addresses, and an unsigned post costs one HMAC and writes nothing.
 */
// The gateways' notices come from their few servers: a rate limit per address would drop them.
const UNLIMITED_WRITES = new Set([
  '/api/stripe/webhook',
  '/api/payments/sslcommerz/ipn',
  '/api/bkash/webhook',
]);

/** What the routes are built with; tests that mount one route group use it too. */
export function resolveServices(deps: AppDeps): Services {
  const now = deps.now ?? (() => new Date());
  const tokens = {
    secret: deps.env.JWT_SECRET,
    ttlSeconds: deps.env.ACCESS_TOKEN_TTL_SECONDS,
    now,
  };
  const maxAgeMs = deps.sharedStateMaxAgeMs ?? SHARED_STATE_MAX_AGE_MS;
  return {
    db: deps.db,
    env: deps.env,
    now,
    identity:
      deps.identity ??
      createFirebaseTokenVerifier({
        projectId: deps.env.FIREBASE_PROJECT_ID,
        emulator: isAuthEmulatorMode(deps.env),
        accountLookup: createAccountLookup({
          apiKey: deps.env.FIREBASE_API_KEY,
          emulatorHost: deps.env.FIREBASE_AUTH_EMULATOR_HOST,
        }),
        now,
      }),
    tokens,
    rateLimitPerMinute: deps.env.RATE_LIMIT_PER_MINUTE,
    classChanges: createChangeWatch(() => readCounter(deps.db), { maxAgeMs, clock: deps.clock }),
    responseCache: createResponseCache(),
    callers: createCallerCache(tokens, { maxAgeMs, clock: deps.clock }),
    encoder: deps.encoder,
    receiptPdf: deps.receiptPdf,
  };
}

export function createApp(deps: AppDeps) {
  const services = resolveServices(deps);
  const rootLogger = createLogger(logLevelFor(deps.env), {}, deps.logWrite);
  const counter =
    deps.rateLimiter ??
    createMemoryRateLimiter({
      limit: services.rateLimitPerMinute,
      clock: () => services.now().getTime(),
    });
  const addressOf = clientAddressOf(deps.env.TRUSTED_PROXY);
  const limiter = rateLimit(
    counter,
    deps.rateLimitKey ??
      callerOrAddress(
        async (token) => (await services.callers.claimsOf(token))?.uid ?? null,
        addressOf,
      ),
  );
  // The calendar feeds are reads anyone may try with a guessed URL: a bucket of their own per
  // address (decision 024), so guessing costs what writes cost and spends no one's write budget.
  const feedLimiter = rateLimit(counter, (c) => `calendar-feed:${addressOf(c)}`);

  const app = new Hono<AppEnv>().basePath('/api');
  const corsOrigins = new Set(deps.env.CORS_ORIGINS);
  // One step around every request, not one middleware each: every middleware is another hop of
  // Hono's chain on the hot path (decision 010). Request id first: every log line carries it.
  // Every response leaves through finishResponse (lib/finish-response.ts): the security headers, the
  // request id and, for a request with an Origin, CORS (only origins in CORS_ORIGINS may read).
  app.use(async (c, next) => {
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    const logger = rootLogger.child({ requestId: id });
    c.set('logger', logger);
    const started = Date.now();
    await next();
    finishResponse(c, id, crossOriginOf(c.req.header('Origin'), corsOrigins));
    logger.info('request', {
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: c.res.status,
      ms: Date.now() - started,
    });
  });
  // Reads carry no body: checking one would make the Node adapter build the whole Request.
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw new HttpError(413, 'payload_too_large', refusal('body_too_large'));
    },
  });
  // One middleware for what only writes need, so reads pass a single check: the body limit, the
  // rate limit, and afterwards (whatever the write changed, whether it succeeded) reading the
  // shared state again, so this process's own writes show in the very next response.
  const writeChecks: MiddlewareHandler<AppEnv> = (c, next) => {
    if (READ_METHODS.has(c.req.method)) return next();
    const afterWrite = async () => {
      try {
        await next();
      } finally {
        services.classChanges.invalidate();
        services.callers.invalidate();
      }
    };
    const limited = async () => {
      await (UNLIMITED_WRITES.has(c.req.path) ? afterWrite() : limiter(c, afterWrite));
    };
    return limitBody(c, limited);
  };
  // One step for both: a browser's preflight from another origin, else the checks writes need.
  app.use((c, next) =>
    c.req.method === 'OPTIONS' && c.req.header('Origin')
      ? Promise.resolve(preflightResponse())
      : writeChecks(c, next),
  );
  if (services.encoder) app.use(compressJson(services.encoder));
  app.onError(onError);
  app.notFound(onNotFound);

  return app
    .route('/', createConfigRoutes(services))
    .route('/', createJwtRoutes(services))
    .route('/', createUserRoutes(services))
    .route('/', createClassRoutes(services))
    .route('/', createClassDetailRoutes(services))
    .route('/', createPopularClassRoutes(services))
    .route('/', createRosterRoutes(services))
    .route('/', createInstructorRoutes(services))
    .route('/', createSelectionRoutes(services))
    .route('/', createContactRoutes(services))
    .route('/', createPaymentRoutes(services))
    .route('/', createTestGatewayRoutes(services))
    .route('/', createCalendarRoutes(services, feedLimiter))
    .route('/', createTimetableRoutes(services))
    .route('/', createCheckInRoutes(services))
    .route('/', createNotificationRoutes(services))
    .route('/', createWaitlistRoutes(services))
    .route('/', createPushRoutes(services))
    .route('/', createReportRoutes(services))
    .route('/', createExportRoutes(services))
    .route('/', createFamilyRoutes(services))
    .route('/', createDocsRoutes(createDocument(app)));
}

export type AppType = ReturnType<typeof createApp>;
