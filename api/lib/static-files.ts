// Serves the built PWA on Node with the single-page-app fallback. Node only (used by node.ts).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

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

export function createStaticHandler(staticDir: string) {
  const root = resolve(staticDir);

  async function respond(path: string, request: Request, size: number): Promise<Response> {
    const relativePath = path.slice(root.length + 1);
    const headers = new Headers({
      'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Cache-Control': cacheControlFor(relativePath),
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  }

  return async function serveStatic(request: Request): Promise<Response> {
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
      return new Response('Not Found', { status: 404 });
    }
    const file = candidate === root ? null : await fileAt(candidate);
    if (file) return respond(candidate, request, file.size);
    // A path that names a file (has an extension) and is missing is a real 404; anything else is
    // a client-side route of the SPA.
    if (extname(pathname) !== '') return new Response('Not Found', { status: 404 });
    const index = join(root, 'index.html');
    const indexFile = await fileAt(index);
    if (!indexFile) return new Response('Not Found', { status: 404 });
    return respond(index, request, indexFile.size);
  };
}
