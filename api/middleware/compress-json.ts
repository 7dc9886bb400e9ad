// Compresses the JSON answers that are built per request (an admin's class list, a user's
// payments) when the client accepts it. Cached answers arrive compressed already
// (api/lib/answer-cache.ts) and pass untouched. Mounted only with an encoder, i.e. on Node:
// hono/compress would do per request what Cloudflare already does at the edge, and knows no Brotli.
import { createMiddleware } from 'hono/factory';
import {
  MIN_COMPRESSIBLE_BYTES,
  preferredEncoding,
  type Encoder,
} from '../lib/content-encoding.ts';
import { isPrepared } from '../lib/security-headers.ts';

export function compressJson(encoder: Encoder) {
  return createMiddleware(async (c, next) => {
    await next();
    // Cached answers come compressed already, with every header they need.
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
    res.headers.append('Vary', 'Accept-Encoding');
    if (bytes.byteLength < MIN_COMPRESSIBLE_BYTES) {
      c.res = new Response(bytes, res);
      return;
    }
    const compressed = await encoder(bytes, encoding, false);
    res.headers.delete('Content-Length');
    // Hono copies the old answer's headers onto the new one; only the coding is added here.
    c.res = new Response(compressed, {
      status: res.status,
      headers: { 'Content-Encoding': encoding },
    });
  });
}
