import bengaliFont from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url';
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
 * A page's <title>, its <meta name="description"> and, on a public page, its versions in each
 * language (<link rel="alternate" hreflang>, English as x-default). React hoists them into the
 * head on the client; the prerender moves them there in the HTML (pwa/app/prerender.tsx). A
 * Bangla page also preloads Bangla's font (styles.css), which its first paint needs.
 */
export function PageHead({ title, description }: { title: string; description?: string }) {
  const { pathname } = useLocation();
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
    </>
  );
}
