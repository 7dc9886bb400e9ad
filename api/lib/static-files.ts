// Serves the built PWA on Node with its prerendered pages and the single-page-app fallback, text files Brotli- or
// gzip-compressed from memory. Node only (used by node.ts). Every HTML response carries the pages'
// security headers and Content-Security-Policy (pageHeaders, security-headers.ts); the other files
// only nosniff: a policy on sw.js would bind the service worker's own fetches.
import { createReadStream, type Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { withSiteOrigin } from '#shared/pages/page-html.ts';
import { htmlFileFor, SHELL_FILE } from '#shared/pages/page-table.ts';
import { createCompressionCache, isCompressible } from './compressed-files.ts';
import { missingFile } from './missing-file.ts';
import { siteOriginOf } from './site-origin.ts';
// The API's responses and the static files choose their coding the same way.
import { MIN_COMPRESSIBLE_BYTES, preferredEncoding } from './content-encoding.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The shell and the service worker must be revalidated, or an update never reaches users. */
function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`assets${sep}`) || relativePath.startsWith('assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  if (relativePath.endsWith('.html') || /(^|[/\\])(sw|registerSW)\.js$/.test(relativePath))
    return 'no-cache';
  if (relativePath.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600';
}

async function fileAt(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

const shouldCompress = (path: string, size: number) =>
  size >= MIN_COMPRESSIBLE_BYTES && isCompressible(path);

export interface StaticHandler {
  (request: Request): Promise<Response>;
  /**
   * Compresses every text file of the build now (source maps wait for their first request), so
   * first visits never wait for Brotli: the pages on SITE_ORIGIN, else on `localOrigin` (the
   * origin the server is asked on locally). Resolves when done; never rejects.
   */
  precompress(localOrigin?: string): Promise<void>;
}

const HTML_TYPE = CONTENT_TYPES['.html'];

/**
 * The origins whose pages are kept compressed: SITE_ORIGIN's alone in a deployment; without it,
 * the first few a server is asked on (localhost, 127.0.0.1, a LAN name). A page asked on any
 * other origin (the Host header is the client's to write) is rewritten as it is sent, not
 * compressed: a client naming new hosts costs neither memory nor Brotli's time.
 */
const KEPT_ORIGINS = 4;

/**
 * `siteOrigin`: SITE_ORIGIN, on which each page's canonical and language links are made absolute
 * as it is served (withSiteOrigin, decision 037); without it, the origin the request was made to.
 */
export function createStaticHandler(
  staticDir: string,
  pageHeaders: Readonly<Record<string, string>>,
  siteOrigin?: string,
): StaticHandler {
  const root = resolve(staticDir);
  const compressed = createCompressionCache();
  /** The pages' bytes differ by origin: a cache for each. */
  const pagesByOrigin = new Map<string, ReturnType<typeof createCompressionCache>>();

  const pageVariantsOf = async (path: string, file: Stats, origin: string) => {
    const transform = (bytes: Buffer) =>
      Buffer.from(withSiteOrigin(bytes.toString('utf8'), origin));
    let cache = pagesByOrigin.get(origin);
    if (!cache && pagesByOrigin.size < KEPT_ORIGINS) {
      cache = createCompressionCache();
      pagesByOrigin.set(origin, cache);
    }
    if (cache) return cache.variantsOf(path, file, transform);
    return { identity: transform(await readFile(path)), br: null, gzip: null };
  };

  async function respond(path: string, request: Request, file: Stats): Promise<Response> {
    const relativePath = path.slice(root.length + 1);
    const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const isPage = contentType === HTML_TYPE;
    const headers = new Headers(isPage ? pageHeaders : { 'X-Content-Type-Options': 'nosniff' });
    headers.set('Content-Type', contentType);
    headers.set('Cache-Control', cacheControlFor(relativePath));
    // A page always goes through its copies: its bytes are the file's with its links made absolute.
    if (isPage || shouldCompress(path, file.size)) {
      const variants = await (isPage
        ? pageVariantsOf(path, file, siteOriginOf({ SITE_ORIGIN: siteOrigin }, request.url))
        : compressed.variantsOf(path, file));
      const encoding = preferredEncoding(request.headers.get('Accept-Encoding'));
      const encoded = encoding ? variants[encoding] : null;
      const body = encoded ?? variants.identity;
      headers.set('Vary', 'Accept-Encoding');
      if (encoding && encoded) headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.length));
      // The cached Buffer itself, not a copy (zlib and readFile never give a SharedArrayBuffer).
      const bytes = request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>);
      return new Response(bytes, { status: 200, headers });
    }
    headers.set('Content-Length', String(file.size));
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  }

  async function precompress(localOrigin?: string): Promise<void> {
    const pagesOrigin = siteOrigin ?? localOrigin;
    try {
      const names = await readdir(root, { recursive: true });
      // One file at a time: the server is already answering requests on the same two cores.
      for (const name of names) {
        const path = join(root, name);
        if (path.endsWith('.map')) continue;
        const file = await fileAt(path);
        if (!file) continue;
        // A page's copies are per origin: made ahead for the one it will most likely be asked on.
        if (path.endsWith('.html')) {
          if (pagesOrigin) await pageVariantsOf(path, file, pagesOrigin);
        } else if (shouldCompress(path, file.size)) {
          await compressed.variantsOf(path, file);
        }
      }
    } catch {
      // A file removed meanwhile is compressed on its next request instead.
    }
  }

  async function serveStatic(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url).pathname);
    } catch {
      return new Response('Bad Request', { status: 400 });
    }
    const candidate = resolve(join(root, pathname));
    if (candidate !== root && !candidate.startsWith(root + sep)) {
      return missingFile();
    }
    const file = candidate === root ? null : await fileAt(candidate);
    if (file) return respond(candidate, request, file);
    // A path that names a file (has an extension) and is missing is a real 404; anything else is
    // a page of the SPA: its prerendered HTML (/classes → classes.html, as Cloudflare's assets
    // resolve it), else the generic shell (decision 012), else index.html (a build without them).
    if (extname(pathname) !== '') return missingFile();
    const page = candidate === root ? join(root, 'index.html') : `${candidate}.html`;
    // A page of many values (/classes/abc) has one template (classes/_id.html).
    const template = join(root, htmlFileFor(pathname));
    for (const path of [page, template, join(root, SHELL_FILE), join(root, 'index.html')]) {
      const html = await fileAt(path);
      if (html) return respond(path, request, html);
    }
    return missingFile();
  }

  return Object.assign(serveStatic, { precompress });
}
