/**
 * A page's HTML document from the built index.html: the rendered page in #root, its title and
 * head tags, and the data it was rendered with. Used at build time (scripts/prerender.ts) and by
 * the Node server for pages rendered with data as they are requested (decision 014); the client
 * reads the data element back before its first render (pwa/app/page-data.ts).
 */
import { LANGUAGE_TAG, LOCALES, type Locale } from '../i18n/locale.ts';
import { m } from '../i18n/paraglide/messages.js';
import type { PageData } from './page-data-sources.ts';
import type { RenderedPage } from './page-renderer.ts';

/**
 * The web app manifest of each language (vite.config.ts makes both): a page links its own, so an
 * app installed from a Bangla page has its Bangla name and opens at /bn.
 */
export const MANIFEST_PATHS: Readonly<Record<Locale, string>> = {
  en: '/manifest.webmanifest',
  bn: '/manifest-bn.webmanifest',
};

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * #root's attribute with the moment its markup was rendered (RenderedPage.renderedAt): the page
 * may be served long after (built once, or kept per API response by the server), and its hydration
 * must render what the HTML shows (decision 028; pwa/lib/timing/render-clock.ts).
 */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/**
 * The id of the JSON element: the page's data (PageData, page-data-sources.ts), each data
 * source's response by its API path, null where it answered that there is no such thing.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * index.html as Vite built it, with the page in #root, its title and its head tags. `shell`: the
 * generic shell, the HTML of the pages in no language (sign-in, the dashboard), whose note for
 * browsers without JS says in both languages what needs it.
 */
export function pageHtml(
  template: string,
  page: Partial<Pick<RenderedPage, 'title' | 'head' | 'locale' | 'description' | 'renderedAt'>> & {
    markup: string;
    data?: string;
    shell?: boolean;
  },
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  template = inLanguage(template, page.locale ?? 'en', page.shell ? shellNoscript() : undefined);
  if (page.description)
    template = template.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, start: string, end: string) => `${start}${page.description}${end}`,
    );
  // The data element right after #root: read before the app's first render (page-data.ts).
  let html = template.replace(
    EMPTY_ROOT,
    () => `<div id="root"${renderedAtOf(page.renderedAt)}>${page.markup}</div>${page.data ?? ''}`,
  );
  // The title arrives escaped from React; without one, index.html's stays.
  if (page.title)
    html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${page.title}</title>`);
  // Before the scripts and stylesheet: the hero image is what the page paints largest. (A page
  // that starts the app after its first paint has no script in its head: before the stylesheet.)
  const head = page.head?.join('') ?? '';
  if (!head) return html;
  const before = ['<script type="module"', '<style>', '</head>'].find((tag) => html.includes(tag));
  if (!before) throw new Error('index.html has no </head>');
  return html.replace(before, () => `${head}\n    ${before}`);
}

const renderedAtOf = (renderedAt: number | undefined) =>
  renderedAt === undefined ? '' : ` ${RENDERED_AT_ATTRIBUTE}="${Math.trunc(renderedAt)}"`;

const SHELL_NOSCRIPT_CLASS =
  'fixed inset-x-0 top-0 z-50 space-y-1 border-b border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-slate-900';

/**
 * The shell's note without JS: the app cannot sign anyone in without it (Firebase), and the shell
 * does not know the reader's language. Over the top of the loading screen, which fills the first
 * screen and never ends without the app.
 * A function, not a constant: the app's first-paint code imports this module for its names,
 * and a constant would carry the note's sentences into it.
 */
const shellNoscript = () =>
  `<div class="${SHELL_NOSCRIPT_CLASS}">${LOCALES.map(
    (locale) => `<p lang="${LANGUAGE_TAG[locale]}">${m.app_noscript_sign_in({}, { locale })}</p>`,
  ).join('')}</div>`;

/** The page's language on <html>, its language's manifest and its note for browsers without JS. */
function inLanguage(html: string, locale: Locale, noscript?: string): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAG[locale]}"`)
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      () => `<noscript>${noscript ?? m.app_noscript({}, { locale })}</noscript>`,
    )
    .replace(
      /(<link rel="manifest" href=")[^"]*(")/,
      (_, start: string, end: string) => `${start}${MANIFEST_PATHS[locale]}${end}`,
    );
}

/**
 * A built page with #root emptied (a prerendered page has its content in it), no data, and none
 * of its canonical and language links: the page rendered into it brings its own.
 */
export function templateOf(html: string): string {
  return html
    .replace(/<div id="root"[^>]*>[\s\S]*?<\/div>\s*(?=<noscript|<script|<\/body)/, EMPTY_ROOT)
    .replace(/<link rel="(?:canonical|alternate)"[^>]*>\s*/gi, '')
    .replace(/<script type="application\/json" id="page-data"[^>]*>[\s\S]*?<\/script>/, '');
}

/**
 * The JSON element for a page's data. JSON inside <script> ends at the first "</script": class
 * names are typed by instructors, so every '<', '>' and '&' is escaped (still the same JSON), and
 * the two line separators that old parsers read as line breaks.
 */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** A head link the build writes root-relative: the canonical page and its language versions. */
const PAGE_LINK = /(<link rel="(?:canonical|alternate)"[^>]*? href=")(\/[^"]*)"/gi;

/**
 * The page's canonical and language links made absolute on `origin` (search engines ignore
 * relative ones): the build writes them root-relative, since only the server that serves the
 * page knows its origin (decision 037). A link already absolute is left as it is.
 */
export function withSiteOrigin(html: string, origin: string): string {
  const escaped = origin.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);
  return html.replace(PAGE_LINK, (_, start: string, path: string) => `${start}${escaped}${path}"`);
}
