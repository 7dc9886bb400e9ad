import bengaliFont from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url';
import { createContext, use } from 'react';
import { preload } from 'react-dom';
import { useLocation } from 'react-router';
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import { LANGUAGE_TAG } from '#shared/i18n/locale.ts';
import { languageVersionsOf } from '#shared/pages/page-table.ts';

/**
 * Where this render is served, for its absolute URLs (the language links, the canonical link, the
 * share preview): the origin a server's render was given (pwa/app/prerender.tsx: SITE_ORIGIN or
 * the request's), else in the browser the origin the server wrote the page's links on. The build
 * renders with none: its links stay root-relative, and the server makes them absolute as it
 * serves the page (decision 037).
 */
export const SiteOriginContext = createContext<string | null>(null);

let servedOrigin: string | undefined;

/**
 * The origin of the canonical link the page arrived with, read once: the app's own links then
 * match the HTML's, so hydration keeps them. The build's copy of a page (the service worker's
 * answer) has root-relative links: the app's are too. A page without one (the shell): this
 * browser's origin.
 */
function originServedOn(): string {
  if (servedOrigin === undefined) {
    const href = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    if (!href) servedOrigin = window.location.origin;
    else servedOrigin = href.startsWith('/') ? '' : new URL(href, window.location.href).origin;
  }
  return servedOrigin;
}

function useSiteOrigin(): string {
  const rendered = use(SiteOriginContext);
  if (rendered) return rendered;
  return typeof window === 'undefined' ? '' : originServedOn();
}

/** A page's share preview (Open Graph, and Twitter's card): its picture and kind. */
export type SharePreview = {
  /** The picture: an absolute URL, or a path on this site. */
  image: string;
  type?: 'website' | 'article';
};

/**
 * A page's <title>, its <meta name="description"> and, on a public page, its versions in each
 * language (<link rel="alternate" hreflang>, English as x-default). React hoists them into the
 * head on the client; the prerender moves them there in the HTML (pwa/app/prerender.tsx). A
 * Bangla page also preloads Bangla's font (styles.css), which its first paint needs.
 */
export function PageHead({
  title,
  description,
  share,
}: {
  title: string;
  description?: string;
  /** The share preview's tags (og:title, og:description, og:image, og:url, twitter:card). */
  share?: SharePreview;
}) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const { locale } = useLocale();
  if (locale === 'bn') {
    preload(bengaliFont, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  const versions = languageVersionsOf(pathname);
  const english = versions.find((version) => version.locale === 'en');
  const own = versions.find((version) => version.locale === locale);
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {own && <link rel="canonical" href={origin + own.path} />}
      {versions.map(({ locale: version, path }) => (
        <link key={version} rel="alternate" hrefLang={LANGUAGE_TAG[version]} href={origin + path} />
      ))}
      {english && <link rel="alternate" hrefLang="x-default" href={origin + english.path} />}
      {share && (
        <>
          <meta property="og:title" content={title} />
          {description && <meta property="og:description" content={description} />}
          <meta property="og:image" content={absoluteUrl(share.image, origin)} />
          <meta property="og:url" content={absoluteUrl(pathname, origin)} />
          <meta property="og:type" content={share.type ?? 'website'} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
    </>
  );
}

/** `url` made absolute against `origin` (an absolute URL stays as it is; a bad one is dropped). */
function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin || undefined).href;
  } catch {
    return origin + url;
  }
}
