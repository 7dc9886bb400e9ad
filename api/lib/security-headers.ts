// The security headers every API answer carries: hono/secure-headers' defaults, set before the
// handler runs. secureHeaders() sets them on the finished Response instead, which makes
// @hono/node-server turn its light response into a full one on every request (decision 010).
import type { MiddlewareHandler } from 'hono';

/** Same names and values as secureHeaders() with its default options (hono 4). */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/** Handlers that answer with c.json/c.body/c.text (all of ours) keep these headers. */
export function securityHeaders(): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    await next();
  };
}
