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
import { createLogger } from '#api/lib/logger.ts';

const mode = process.env.FLOOR_MODE ?? 'hono';
const body = readFileSync(process.env.FLOOR_BODY_FILE ?? '');
const app = new Hono<{ Variables: { requestId: string } }>();

// A mode names the middleware to mount, in api/app.ts's order: 'hono' (none), 'stack' (all, with
// the request log), 'stack-quiet' (all, log level warn), or a list such as 'requestId,cors'.
const ALL = ['requestId', 'logger', 'secureHeaders', 'cors', 'bodyLimit'];
const mounted = mode === 'hono' ? [] : mode.startsWith('stack') ? ALL : mode.split(',');
const logger = createLogger(mode === 'stack-quiet' ? 'warn' : 'info');
const middleware: Record<string, MiddlewareHandler> = {
  requestId: requestId(),
  logger: async (c, next) => {
    const child = logger.child({ requestId: c.get('requestId') });
    const started = Date.now();
    await next();
    child.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
    });
  },
  secureHeaders: secureHeaders(),
  cors: cors({ origin: () => null, allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }),
  bodyLimit: bodyLimit({ maxSize: 64 * 1024 }),
};
for (const name of ALL.filter((item) => mounted.includes(item))) {
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
