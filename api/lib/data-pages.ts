// Pages rendered with their data as they are requested (decision 014), on Node: a first visit to
// /classes gets the catalogue's first screen as cards in its HTML, so its largest paint (the first
// class photo) no longer waits for the app's code, the catalogue and a render. Which pages, and
// the API path each one's data comes from, is the page table's (shared/pages/page-table.ts). The
// build's page renderer (pwa/app/prerender.tsx, built beside dist/ by scripts/prerender.ts, loaded
// by its path; contract: shared/pages/page-renderer.ts) renders the page with the API's own
// answer, fetched in-process; the HTML is made once per answer and compressed once. Without a
// renderer, or when anything fails, the static prerendered page answers as before.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageDataElement, pageHtml, templateOf } from '#shared/pages/page-html.ts';
import { RENDERER_FILE, rendererDirOf, type PageRenderer } from '#shared/pages/page-renderer.ts';
import {
  htmlFileOf,
  SERVER_RENDERED_PAGES,
  serverRenderedPageAt,
  type ServerRenderedPage,
} from '#shared/pages/page-table.ts';
import {
  MIN_COMPRESSIBLE_BYTES,
  preferredEncoding,
  type Bytes,
  type Encoder,
  type Encoding,
} from './content-encoding.ts';

export interface DataPagesOptions {
  /** The built PWA; its renderer is beside it (dist → dist-ssr). */
  staticDir: string;
  /** Answers an API path on this server, in-process (the API's caches and rules apply). */
  fetchApi: (path: string) => Promise<Response>;
  encoder?: Encoder;
  /** The pages' security headers and Content-Security-Policy (pageHeaders, security-headers.ts). */
  pageHeaders: Readonly<Record<string, string>>;
  /** Where a failed render is reported (the page falls back to its static HTML). */
  onError?: (error: unknown) => void;
}

export interface DataPages {
  /** Whether `pathname` is a page rendered with data (a cheap check, before any await). */
  handles(pathname: string): boolean;
  /** The page with its data, or null: serve the static page instead. */
  respond(request: Request, pathname: string): Promise<Response | null>;
  /**
   * Renders every data page once now: the first render in a process is the slow one (~160 ms
   * here, against ~5 ms for the next request), and it should not be a visitor's.
   */
  warm(): Promise<void>;
}

type RenderedHtml = {
  bytes: Bytes;
  encoded: Map<Encoding, Promise<Bytes>>;
};

/** The data pages of a build, or null when the build has no renderer (a build before 014). */
export async function loadDataPages(options: DataPagesOptions): Promise<DataPages | null> {
  const rendererPath = join(rendererDirOf(options.staticDir), RENDERER_FILE);
  let renderer: PageRenderer;
  try {
    renderer = (await import(pathToFileURL(rendererPath).href)) as PageRenderer;
  } catch {
    return null;
  }
  return createDataPages(renderer, options);
}

/** The data pages `renderer` makes (tests pass pwa/app/prerender.tsx itself, unbuilt). */
export function createDataPages(renderer: PageRenderer, options: DataPagesOptions): DataPages {
  const templates = new Map<string, Promise<string>>();
  /** Per page, the last answer it was rendered with: the same answer renders the same page. */
  const latest = new Map<string, { answer: string; html: Promise<RenderedHtml> }>();

  const templateFor = (file: string) => {
    let template = templates.get(file);
    if (!template) {
      template = readFile(join(options.staticDir, file), 'utf8').then(templateOf);
      templates.set(file, template);
    }
    return template;
  };

  async function render(page: ServerRenderedPage, answer: string): Promise<RenderedHtml> {
    const data: unknown = JSON.parse(answer);
    const [template, rendered] = await Promise.all([
      templateFor(htmlFileOf(page)),
      renderer.renderPage(page.path, { data }),
    ]);
    const html = pageHtml(template, { ...rendered, data: pageDataElement(data) });
    return { bytes: new TextEncoder().encode(html) as Bytes, encoded: new Map() };
  }

  /** The page for this answer: made once per answer (concurrent requests share the render). */
  function htmlFor(page: ServerRenderedPage, answer: string): Promise<RenderedHtml> {
    const { path } = page;
    const cached = latest.get(path);
    if (cached?.answer === answer) return cached.html;
    const html = render(page, answer);
    latest.set(path, { answer, html });
    html.catch(() => {
      if (latest.get(path)?.html === html) latest.delete(path);
    });
    return html;
  }

  function encodedBody(page: RenderedHtml, encoding: Encoding | null): Promise<Bytes> | null {
    if (!encoding || !options.encoder || page.bytes.byteLength < MIN_COMPRESSIBLE_BYTES)
      return null;
    let encoded = page.encoded.get(encoding);
    if (!encoded) {
      encoded = options.encoder(page.bytes, encoding, true);
      page.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  const pages: DataPages = {
    handles: (pathname) => serverRenderedPageAt(pathname) !== null,

    async warm() {
      for (const { path } of SERVER_RENDERED_PAGES) {
        const request = new Request(`http://localhost${path}`, {
          headers: { 'Accept-Encoding': 'br' },
        });
        await pages.respond(request, path);
      }
    },

    async respond(request, pathname) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const page = serverRenderedPageAt(pathname);
      if (!page) return null;
      try {
        const answer = await options.fetchApi(page.data.api);
        if (!answer.ok) return null;
        const html = await htmlFor(page, await answer.text());
        const encoding = preferredEncoding(request.headers.get('Accept-Encoding'));
        const encoded = encodedBody(html, encoding);
        const body = encoded ? await encoded : html.bytes;
        const headers = new Headers({
          ...options.pageHeaders,
          'Content-Type': 'text/html; charset=utf-8',
          // Like every page's HTML: always asked again, so a new build or catalogue shows.
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding',
          'Content-Length': String(body.byteLength),
        });
        if (encoded && encoding) headers.set('Content-Encoding', encoding);
        return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
      } catch (error) {
        options.onError?.(error);
        return null;
      }
    },
  };
  return pages;
}
