// Compresses the JSON responses that are built per request (an admin's class list, a user's
// payments) when the client accepts it. Cached responses arrive compressed already
// (api/lib/response-cache.ts) and pass untouched. Mounted only with an encoder, i.e. on Node:
// hono/compress would do per request what Cloudflare already does at the edge, and knows no Brotli.
import { createMiddleware } from 'hono/factory';
import {
  MIN_COMPRESSIBLE_BYTES,
  preferredEncoding,
  type Encoder,
} from '../lib/content-encoding.ts';
import type { AppEnv } from '../lib/context.ts';
import { isPrepared, replaceResponse } from '../lib/finish-response.ts';

export function compressJson(encoder: Encoder) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    // Cached responses come compressed already, with every header they need.
    if (isPrepared(c.res)) return;
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    const { res } = c;
    if (
      !encoding ||
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      !res.headers.get('Content-Type')?.startsWith('application/json')
    ) {
      return;
    }
    const length = Number(res.headers.get('Content-Length') ?? Number.POSITIVE_INFINITY);
    if (length < MIN_COMPRESSIBLE_BYTES) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The new response's headers, made here in full: the body changes, so its length is the
    // server's to count again.
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    headers.append('Vary', 'Accept-Encoding');
    if (bytes.byteLength < MIN_COMPRESSIBLE_BYTES) {
      replaceResponse(c, new Response(bytes, { status: res.status, headers }));
      return;
    }
    const compressed = await encoder(bytes, encoding, false);
    headers.set('Content-Encoding', encoding);
    replaceResponse(c, new Response(compressed, { status: res.status, headers }));
  });
}
