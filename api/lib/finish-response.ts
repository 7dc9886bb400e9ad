// How an API response is made and finished, in one place. Every response leaves through
// finishResponse (the first step in api/app.ts, after the rest of the chain): the security headers
// and the request id (security-headers.ts), and CORS for an allowed origin. Cached responses come
// prepared with the first two in a plain header object, which @hono/node-server writes as it is
// with no Headers object on the way (decision 010).
//
// A response that replaces another (an error, a compressed copy) must not inherit its headers:
// Hono's `c.res = answer` copies every header of the response it replaces onto the new one, and
// c.json() starts from them too, so an error after a cached response would go out with that
// answer's Content-Encoding, ETag and Content-Length. replaceResponse and discardResponse drop the
// old response first; what a step set with c.header() before any response existed still applies
// (the rate limit's Retry-After).
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import {
  REQUEST_ID_HEADER,
  requestIdOf,
  SECURITY_HEADERS,
  SECURITY_HEADER_OBJECT,
} from './security-headers.ts';

/** Marks a prepared response (a property, cheaper than a WeakSet at every request). */
const PREPARED = Symbol('prepared');
type Marked = Response & { [PREPARED]?: true };

/** What a Response is made of (the DOM's BodyInit, which the server's types do not have). */
type ResponseBody = NonNullable<ConstructorParameters<typeof Response>[0]>;

/** A response that already carries the security headers and the request id. */
export function preparedResponse(
  c: Context<AppEnv>,
  body: ResponseBody | null,
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

/** Drops the response made so far, headers and all (before an error response takes its place). */
export function discardResponse(c: Context<AppEnv>): void {
  c.res = undefined;
}

/** Puts `answer` in place of the current one, with its own headers only. */
export function replaceResponse(c: Context<AppEnv>, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/** The CORS part of a response to a request that carries an Origin header. */
export interface CrossOrigin {
  /** The Origin header's value when CORS_ORIGINS lists it, else null (no CORS headers). */
  allowed: string | null;
}

/** Responses from other origins: only those CORS_ORIGINS lists may read them. */
export function crossOriginOf(
  origin: string | undefined,
  allowedOrigins: ReadonlySet<string>,
): CrossOrigin | null {
  if (origin === undefined) return null;
  return { allowed: allowedOrigins.has(origin) ? origin : null };
}

/** What a browser's preflight learns (the CORS headers themselves come from finishResponse). */
export function preflightResponse(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Max-Age': '600',
    },
  });
}

function setFinishingHeaders(
  headers: Headers,
  prepared: boolean,
  requestId: string,
  crossOrigin: CrossOrigin | null,
): void {
  if (!prepared) {
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    headers.set(REQUEST_ID_HEADER, requestId);
  }
  if (crossOrigin) {
    if (crossOrigin.allowed) headers.set('Access-Control-Allow-Origin', crossOrigin.allowed);
    headers.append('Vary', 'Origin');
  }
}

/**
 * The response as it leaves: the security headers and the request id unless it was prepared with
 * them, and for a request with an Origin the CORS headers. A same-origin prepared response is
 * left untouched. A response whose headers cannot change (a Response from fetch() or
 * Response.redirect()) is copied first.
 */
export function finishResponse(
  c: Context<AppEnv>,
  requestId: string,
  crossOrigin: CrossOrigin | null,
): void {
  const response = c.res;
  const prepared = isPrepared(response);
  if (prepared && !crossOrigin) return;
  try {
    setFinishingHeaders(response.headers, prepared, requestId, crossOrigin);
  } catch {
    const copy = new Response(response.body, response);
    setFinishingHeaders(copy.headers, false, requestId, crossOrigin);
    replaceResponse(c, copy);
  }
}

/** The request id and the finishing headers alone, as a middleware (the framework-floor bench). */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    await next();
    finishResponse(c, id, null);
  };
}
