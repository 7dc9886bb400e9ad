import { LanguagesIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { LANGUAGE_NAME, LANGUAGE_TAG, type Locale } from '#shared/i18n/locale.ts';
import { samePageIn } from '#shared/pages/page-table.ts';

/**
 * The navbar's language switch: a link named in the other language ('বাংলা' on English pages,
 * 'English' on Bangla ones), to the same page in it. A public page's other language is another
 * URL (a real link, which works before the app has started and which search engines follow); the
 * dashboard stays where it is and changes language. Either way the choice is remembered.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { locale, switchLocale } = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'en' ? 'bn' : 'en';
  const target = samePageIn(pathname, other) ?? pathname;
  return (
    <Link
      to={{ pathname: target, search, hash }}
      lang={LANGUAGE_TAG[other]}
      hrefLang={LANGUAGE_TAG[other]}
      onClick={(event) => {
        event.preventDefault();
        switchLocale(other);
      }}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border border-slate-200 px-2.5 text-sm font-semibold text-slate-700 transition-colors hover:border-emerald-700 hover:text-emerald-700',
        compact && 'px-2',
        // 'বাংলা' on an English page in a face of its own glyphs (pwa/styles.css): the whole
        // Bengali font downloads only for Bangla pages (decision 021).
        other === 'bn' && 'font-bangla-name',
      )}
    >
      <LanguagesIcon aria-hidden="true" className={cn('size-4', compact && 'max-sm:hidden')} />
      {other === 'bn' ? (
        // As wide and as tall before its face has come as after, the word from the same start:
        // neither the row beside it nor the word moves when the face comes (CLS 0).
        <span className="h-5 w-[2.5em]">{LANGUAGE_NAME[other]}</span>
      ) : (
        LANGUAGE_NAME[other]
      )}
    </Link>
  );
}
