// Child process for the framework-floor experiment: the same recorded bytes served by Hono on
// @hono/node-server, bare or behind the middleware stack api/app.ts uses, with no database.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { createLineBuffer, createLogger, type Logger } from '#api/lib/logger.ts';
import { securityHeaders } from '#api/lib/finish-answer.ts';

const mode = process.env.FLOOR_MODE ?? 'hono';
const body = readFileSync(process.env.FLOOR_BODY_FILE ?? '');
const app = new Hono<{ Variables: { requestId: string } }>();

// A mode names the middleware to mount, in api/app.ts's order: 'hono' (none), 'stack' (api/app.ts
// today: batched request log, security headers set before the handler, CORS only with an Origin,
// body limit only on writes), 'stack-before' (decision 010's stack: secureHeaders(), a write per
// log line, cors and bodyLimit on every request), 'stack-quiet' (stack, log level warn), or a
// list such as 'requestId,cors'.
const STACKS: Record<string, string[]> = {
  stack: ['requestId', 'batchedLog', 'securityHeaders', 'corsIfOrigin', 'bodyLimitOnWrites'],
  'stack-quiet': ['requestId', 'quietLog', 'securityHeaders', 'corsIfOrigin', 'bodyLimitOnWrites'],
  'stack-before': ['requestId', 'logger', 'secureHeaders', 'cors', 'bodyLimit'],
};
const mounted = mode === 'hono' ? [] : (STACKS[mode] ?? mode.split(','));
const requestLog =
  (logger: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> =>
  async (c, next) => {
    const child = logger.child({ requestId: c.get('requestId') });
    const started = Date.now();
    await next();
    child.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
    });
  };
const lines = createLineBuffer((chunk) => process.stdout.write(chunk));
const corsHeaders = cors({
  origin: () => null,
  allowHeaders: ['Authorization', 'Content-Type'],
  maxAge: 600,
});
const limitBody = bodyLimit({ maxSize: 64 * 1024 });
const middleware: Record<string, MiddlewareHandler> = {
  requestId: requestId(),
  logger: requestLog(createLogger('info')),
  batchedLog: requestLog(createLogger('info', {}, lines.write)),
  quietLog: requestLog(createLogger('warn', {}, lines.write)),
  secureHeaders: secureHeaders(),
  securityHeaders: securityHeaders(),
  cors: corsHeaders,
  corsIfOrigin: (c, next) => (c.req.header('Origin') ? corsHeaders(c, next) : next()),
  bodyLimit: limitBody,
  bodyLimitOnWrites: (c, next) => (c.req.method === 'GET' ? next() : limitBody(c, next)),
};
for (const name of mounted) {
  const handler = middleware[name];
  if (handler) app.use(handler);
}
app.get('/api/class', (c) => c.body(body, 200, { 'content-type': 'application/json' }));

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);
