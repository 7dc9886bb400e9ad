// Responses that are the same bytes for every caller until the data behind them changes (the
// approved catalogue, its first pages and delta syncs, the popular classes), kept per data
// version: serialised, hashed for an ETag and compressed at most once per version, then sent as
// bytes. A client that already holds them gets a 304 without a body.
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import {
  MIN_COMPRESSIBLE_BYTES,
  preferredEncoding,
  type Bytes,
  type Encoder,
  type Encoding,
} from './content-encoding.ts';
import { preparedResponse } from './finish-response.ts';

export interface CachedResponse {
  bytes: Bytes;
  /** Weak: the same for every content coding of these bytes (If-None-Match compares weakly). */
  etag: string;
  /** Compressed copies, made on first demand; null when not smaller than the bytes. */
  encoded: Map<Encoding, Promise<Bytes | null>>;
}

export interface ResponseCache {
  /** The response stored under `key` for data `version`, built once by `build` when missing. */
  get(version: string, key: string, build: () => Promise<unknown>): Promise<CachedResponse>;
}

/**
 * Per version: the plain list, first pages of a few filters, the syncs from recent cursors. The
 * filters' combinations are many, so the entries are bounded in number and in bytes; the least
 * recently asked go first.
 */
const DEFAULT_MAX_ENTRIES = 128;
/** The responses' bytes held at most (their compressed copies are smaller, and come on top). */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

async function etagOf(bytes: Bytes): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  // 16 bytes are plenty to tell versions of one response apart.
  const tag = btoa(String.fromCharCode(...digest.subarray(0, 16))).replace(/=+$/, '');
  return `W/"${tag}"`;
}

export function createResponseCache(
  maxEntries = DEFAULT_MAX_ENTRIES,
  maxBytes = DEFAULT_MAX_BYTES,
): ResponseCache {
  let version: string | null = null;
  // A Map keeps insertion order: an entry asked again is moved to the end, so the first is the
  // least recently asked.
  const entries = new Map<string, Promise<CachedResponse>>();
  const sizes = new Map<string, number>();
  let heldBytes = 0;

  const drop = (key: string) => {
    entries.delete(key);
    heldBytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };
  const evictBeyond = (entryLimit: number, keep?: string) => {
    for (const key of entries.keys()) {
      if (entries.size <= entryLimit && heldBytes <= maxBytes) return;
      if (key !== keep) drop(key);
    }
  };

  return {
    get(wanted, key, build) {
      if (wanted !== version) {
        entries.clear();
        sizes.clear();
        heldBytes = 0;
        version = wanted;
      }
      const held = entries.get(key);
      if (held) {
        entries.delete(key);
        entries.set(key, held);
        return held;
      }
      evictBeyond(maxEntries - 1);
      const response = build().then(async (value): Promise<CachedResponse> => {
        const bytes = new TextEncoder().encode(JSON.stringify(value));
        return { bytes, etag: await etagOf(bytes), encoded: new Map() };
      });
      entries.set(key, response);
      response.then(
        ({ bytes }) => {
          // Counted once built, if still held (a new version may have cleared it meanwhile).
          if (entries.get(key) !== response) return;
          sizes.set(key, bytes.byteLength);
          heldBytes += bytes.byteLength;
          evictBeyond(maxEntries, key);
        },
        () => {
          if (entries.get(key) === response) drop(key);
        },
      );
      return response;
    },
  };
}

/** True when If-None-Match names `etag` (compared weakly, as RFC 9110 says for it), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * True when If-Modified-Since holds a copy as new as `lastModified` (whole seconds, as HTTP dates
 * are). A date that is no HTTP date, or one later than the server's now, is no copy it gave.
 */
export function unmodifiedSince(
  ifModifiedSince: string | undefined,
  lastModified: Date,
  now: Date,
): boolean {
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
  if (Number.isNaN(since) || since > now.getTime()) return false;
  return lastModified.getTime() <= since;
}

/**
 * A cached response, ready for the wire: 304 when the client's If-None-Match holds its ETag, else the bytes,
 * compressed for the client when the server has an encoder (Node; never on Workers).
 */
export async function sendCached(
  c: Context<AppEnv>,
  response: CachedResponse,
  encoder: Encoder | undefined,
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ETag: response.etag,
    // Stored, but asked about again each time: a changed class must show on the next visit.
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (matchesEtag(c.req.header('If-None-Match'), response.etag)) {
    return preparedResponse(c, null, 304, headers);
  }
  const encoding = encoder ? preferredEncoding(c.req.header('Accept-Encoding')) : null;
  if (encoder && encoding && response.bytes.byteLength >= MIN_COMPRESSIBLE_BYTES) {
    let copy = response.encoded.get(encoding);
    if (!copy) {
      copy = encoder(response.bytes, encoding, true).then(
        (bytes) => (bytes.byteLength < response.bytes.byteLength ? bytes : null),
        // A failed compression sends the plain bytes rather than an error.
        () => null,
      );
      response.encoded.set(encoding, copy);
    }
    const compressed = await copy;
    if (compressed) {
      return preparedResponse(c, compressed, 200, { ...headers, 'Content-Encoding': encoding });
    }
  }
  return preparedResponse(c, response.bytes, 200, headers);
}
