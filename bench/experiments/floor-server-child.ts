// Child process for the framework-floor experiment: the same recorded bytes served by Hono on
// @hono/node-server, bare or behind the middleware stack api/app.ts uses, with no database.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { createLogger } from '#api/lib/logger.ts';

const mode = process.env.FLOOR_MODE ?? 'hono';
const body = readFileSync(process.env.FLOOR_BODY_FILE ?? '');
const app = new Hono();

if (mode === 'stack' || mode === 'stack-quiet') {
  // The order and settings of api/app.ts; 'stack-quiet' drops only the per-request log line.
  const logger = createLogger(mode === 'stack' ? 'info' : 'warn');
  app.use(requestId());
  app.use(async (c, next) => {
    const child = logger.child({ requestId: c.get('requestId') });
    const started = Date.now();
    await next();
    child.info('request', { method: c.req.method, path: c.req.path, status: c.res.status, ms: Date.now() - started });
  });
  app.use(secureHeaders());
  app.use(cors({ origin: () => null, allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }));
  app.use(bodyLimit({ maxSize: 64 * 1024 }));
}
app.get('/api/class', (c) => c.body(body, 200, { 'content-type': 'application/json' }));

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);
