import bengaliFont from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url';
import { createContext, use } from 'react';
import { preload } from 'react-dom';
import { useLocation } from 'react-router';
import { useLocale } from '#pwa/lib/locale.tsx';
import { LANGUAGE_TAG } from '#shared/i18n/locale.ts';
import { languageVersionsOf } from '#shared/pages/page-table.ts';

/**
 * Where the site is served, for the alternate-language links (search engines want absolute
 * URLs): VITE_SITE_ORIGIN at build time, e.g. https://academy.example; without it the links are
 * root-relative (decision 021).
 */
const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? '';

/**
 * Where this render is served, for the share preview's absolute URLs: VITE_SITE_ORIGIN when the
 * build has it (a deployment sets it: the request's Host header is the client's to write), else
 * the origin a server's render was asked on (pwa/app/prerender.tsx), else the browser's.
 */
export const SiteOriginContext = createContext<string | null>(null);

function useSiteOrigin(): string {
  const rendered = use(SiteOriginContext);
  if (SITE_ORIGIN) return SITE_ORIGIN;
  if (rendered) return rendered;
  return typeof window === 'undefined' ? '' : window.location.origin;
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
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {versions.map(({ locale, path }) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={LANGUAGE_TAG[locale]}
          href={SITE_ORIGIN + path}
        />
      ))}
      {english && <link rel="alternate" hrefLang="x-default" href={SITE_ORIGIN + english.path} />}
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
