// The headers every API answer carries: hono/secure-headers' defaults and the request id.
// Answers built by the handler with all of them already in a plain header object
// (preparedResponse: the cached public answers) pass untouched, so @hono/node-server writes their
// headers as they are, with no Headers object made on the way; every other answer gets them added
// after its handler, error answers from onError and notFound included (decision 010).
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';

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
const SECURITY_HEADER_OBJECT: Readonly<Record<string, string>> =
  Object.fromEntries(SECURITY_HEADERS);

export const REQUEST_ID_HEADER = 'X-Request-Id';
const MAX_REQUEST_ID_LENGTH = 255;

/** Marks a prepared answer (a property, cheaper than a WeakSet at every request). */
const PREPARED = Symbol('prepared');
type Marked = Response & { [PREPARED]?: true };

/** An answer that already carries the security headers and the request id. */
export function preparedResponse(
  c: Context<AppEnv>,
  body: BodyInit | null,
  status: number,
  headers: Record<string, string>,
): Response {
  const all = Object.assign({}, SECURITY_HEADER_OBJECT, headers);
  all[REQUEST_ID_HEADER] = c.get('requestId');
  const response: Marked = new Response(body, { status, headers: all });
  response[PREPARED] = true;
  return response;
}

export const isPrepared = (response: Response) => (response as Marked)[PREPARED] === true;

/**
 * The request id (the client's X-Request-Id when it is a sane one, as hono/request-id takes it,
 * else a new UUID) for log lines, then both header sets on the answer.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    await next();
    addSecurityHeaders(c.res, id);
  };
}

/** The client's X-Request-Id when it is a sane one, else a new UUID. */
export function requestIdOf(header: string | undefined): string {
  return !header || header.length > MAX_REQUEST_ID_LENGTH || /[^\w\-=]/.test(header)
    ? crypto.randomUUID()
    : header;
}

/** Both header sets on a finished answer, unless it was prepared with them. */
export function addSecurityHeaders(response: Response, id: string): void {
  if (isPrepared(response)) return;
  const { headers } = response;
  for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
  headers.set(REQUEST_ID_HEADER, id);
}
