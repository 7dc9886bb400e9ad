// Pages rendered with their data as they are requested (decision 014), on Node and on Workers
// (decision 023: this file names no runtime; data-pages-node.ts and the Worker's entry give it
// the renderer and the built templates). A first visit to /classes gets the catalogue's first
// screen as cards in its HTML, so its largest paint (the first class photo) no longer waits for
// the app's code, the catalogue and a render; the home page gets its two lists. Which pages, and
// the API paths each one's data comes from, is the page table's (page-data-sources.ts). The
// build's page renderer (pwa/app/prerender.tsx, built beside dist/ by scripts/prerender.ts, loaded
// by its path; contract: shared/pages/page-renderer.ts) renders the page with the API's own
// answer, fetched in-process; the HTML is made once per response and compressed once. Without a
// renderer, or when anything fails, the static prerendered page answers as before. A class's page
// (/classes/:id) is rendered with GET /api/class/:id's response; an unknown class gets the page's
// not-found state with status 404.
import { pageDataElement, pageHtml, templateOf, withSiteOrigin } from '#shared/pages/page-html.ts';
import { pageDataPathsOf, type PageData } from '#shared/pages/page-data-sources.ts';
import type { PageRenderer } from '#shared/pages/page-renderer.ts';
import {
  htmlFileOf,
  pageMatchAt,
  paths,
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
import { HOME_VARY } from './locale-redirect.ts';
import { siteOriginOf } from './site-origin.ts';

export interface DataPagesOptions {
  /** A built page's HTML by its file in dist/ (htmlFileOf): from disk on Node, ASSETS on Workers. */
  readTemplate: (file: string) => Promise<string>;
  /** Fetches an API path from this server, in-process (the API's caches and rules apply). */
  fetchApi: (path: string) => Promise<Response>;
  /** Node compresses here; Cloudflare compresses what a Worker sends by itself. */
  encoder?: Encoder;
  /** The pages' security headers and Content-Security-Policy (pageHeaders, security-headers.ts). */
  pageHeaders: Readonly<Record<string, string>>;
  /**
   * SITE_ORIGIN: the origin of the pages' absolute links (canonical, languages, share preview);
   * without it, the request's (siteOriginOf, decision 037).
   */
  siteOrigin?: string;
  /** Where a failed render is reported (the page falls back to its static HTML). */
  onError?: (error: unknown) => void;
}

export interface DataPages {
  /** Whether `pathname` is a page rendered with data (a cheap check, before any await). */
  handles(pathname: string): boolean;
  /** The page with its data, or null: serve the static page instead. */
  respond(request: Request, pathname: string): Promise<Response | null>;
  /**
   * Renders every data page without parameters once now: the first render in a process is the
   * much slower than the next, and it should not be a visitor's.
   */
  warm(): Promise<void>;
}

type RenderedHtml = {
  bytes: Bytes;
  encoded: Map<Encoding, Promise<Bytes>>;
};

/**
 * How many rendered pages are kept (each for the response it was made with): every class has a
 * page, and every filter of /classes another; the least recently asked goes first.
 */
const KEPT_PAGES = 200;

/** The data pages `renderer` makes (tests pass pwa/app/prerender.tsx itself, unbuilt). */
export function createDataPages(renderer: PageRenderer, options: DataPagesOptions): DataPages {
  const templates = new Map<string, Promise<string>>();
  /** Per page and data source, the last response it was rendered with: the same response, the same page. */
  const latest = new Map<string, { answer: string; html: Promise<RenderedHtml> }>();

  const templateFor = (file: string) => {
    let template = templates.get(file);
    if (!template) {
      template = options.readTemplate(file).then(templateOf);
      template.catch(() => templates.delete(file));
      templates.set(file, template);
    }
    return template;
  };

  /** What one rendering of a data page is made from. */
  type PageRendering = {
    page: ServerRenderedPage;
    /** The address asked for (path and query), as the page's router sees it. */
    path: string;
    origin: string;
    /** The data sources' API paths: the page's data, and so which rendering it is. */
    sources: readonly string[];
    /** Each source's response as sent, in their order; null: it answered 404 (not found). */
    responses: readonly (string | null)[];
  };

  async function render({
    page,
    path,
    origin,
    sources,
    responses,
  }: PageRendering): Promise<RenderedHtml> {
    const data: PageData = Object.fromEntries(
      sources.map((source, index) => {
        const response = responses[index] ?? null;
        return [source, response === null ? null : (JSON.parse(response) as unknown)];
      }),
    );
    const [template, rendered] = await Promise.all([
      templateFor(htmlFileOf(page)),
      renderer.renderPage(path, { data, origin }),
    ]);
    // The template's own links (the build's, root-relative) as well as the render's.
    const html = withSiteOrigin(
      pageHtml(template, { ...rendered, data: pageDataElement(data) }),
      origin,
    );
    return { bytes: new TextEncoder().encode(html) as Bytes, encoded: new Map() };
  }

  /**
   * The page for these responses: made once per answer (concurrent requests share the render).
   * Kept under its data sources, not its address: the page shows what its data sources name (the
   * filters' meaning, in their canonical order), so '?level=all&sport=yoga' and '?sport=yoga'
   * (or a query with a tracking parameter) are one page, not one each.
   */
  function htmlFor(rendering: PageRendering): Promise<RenderedHtml> {
    const { origin, page, sources, responses } = rendering;
    const key = `${origin} ${page.path} ${sources.join(' ')}`;
    // JSON: no response, as sent, can be mistaken for another's end.
    const answer = JSON.stringify(responses);
    const cached = latest.get(key);
    if (cached?.answer === answer) {
      // Asked again: the most recent now.
      latest.delete(key);
      latest.set(key, cached);
      return cached.html;
    }
    const html = render(rendering);
    latest.delete(key);
    latest.set(key, { answer, html });
    if (latest.size > KEPT_PAGES) latest.delete(latest.keys().next().value as string);
    html.catch(() => {
      if (latest.get(key)?.html === html) latest.delete(key);
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

  /**
   * Each data source's response as sent, null where it answered that there is no such thing (an
   * unknown class; an id no class can have); or null for them all: any other failure, and the
   * static page answers instead.
   */
  async function responsesOf(sources: readonly string[]): Promise<(string | null)[] | null> {
    const responses = await Promise.all(sources.map((source) => options.fetchApi(source)));
    const missing = (response: Response) => response.status === 404 || response.status === 400;
    if (responses.some((response) => !response.ok && !missing(response))) return null;
    return Promise.all(responses.map((response) => (missing(response) ? null : response.text())));
  }

  const pages: DataPages = {
    handles: (pathname) => serverRenderedPageAt(pathname) !== null,

    async warm() {
      for (const { path } of SERVER_RENDERED_PAGES) {
        if (path.includes(':')) continue; // A page per value: nothing to warm ahead.
        const request = new Request(`http://localhost${path}`, {
          headers: { 'Accept-Encoding': 'br' },
        });
        await pages.respond(request, path);
      }
    },

    async respond(request, pathname) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const match = pageMatchAt(pathname, SERVER_RENDERED_PAGES);
      if (!match) return null;
      try {
        const { search } = new URL(request.url);
        const origin = siteOriginOf({ SITE_ORIGIN: options.siteOrigin }, request.url);
        const sources = pageDataPathsOf({ pathname, search }) ?? [];
        const responses = await responsesOf(sources);
        if (!responses) return null;
        const html = await htmlFor({
          page: match.page,
          path: pathname + search,
          origin,
          sources,
          responses,
        });
        const missing = responses.includes(null);
        const encoding = preferredEncoding(request.headers.get('Accept-Encoding'));
        const encoded = encodedBody(html, encoding);
        const body = encoded ? await encoded : html.bytes;
        const headers = new Headers({
          ...options.pageHeaders,
          'Content-Type': 'text/html; charset=utf-8',
          // Like every page's HTML: always asked again, so a new build or catalogue shows.
          'Cache-Control': 'no-cache',
          // The home page also depends on the reader's language (locale-redirect.ts).
          Vary:
            match.page.path === paths.home ? `Accept-Encoding, ${HOME_VARY}` : 'Accept-Encoding',
          'Content-Length': String(body.byteLength),
        });
        if (encoded && encoding) headers.set('Content-Encoding', encoding);
        return new Response(request.method === 'HEAD' ? null : body, {
          status: missing ? 404 : 200,
          headers,
        });
      } catch (error) {
        options.onError?.(error);
        return null;
      }
    },
  };
  return pages;
}
