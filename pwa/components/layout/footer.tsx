import { MapPinIcon, MailIcon, PhoneIcon } from 'lucide-react';
import { useLocale, useNumbers } from '#pwa/lib/i18n/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { Brand } from './brand.tsx';
import { loadedAfterFirstRender } from './loaded-after-first-render.tsx';

// Only Bangla pages show it: its code stays out of every page's first paint, and it appears once
// loaded, after the first render (the prerendered HTML leaves it out, decision 021).
const DigitsSetting = loadedAfterFirstRender(
  async () => (await import('./digits-setting.tsx')).DigitsSetting,
);

const COMPANY = [m.footer_about_us, m.footer_contact, m.footer_jobs, m.footer_press_kit];
// Names of services: the same in every language.
const SOCIAL = ['Twitter', 'Instagram', 'Facebook', 'Github'];
const PHONE = '+880 1700 000 000';
const EMAIL = 'hello@sportsacademy.test';

/**
 * product.md's footer. Its links lead nowhere in product.md, so they are plain text, not dead
 * links.
 */
export function Footer() {
  const { locale } = useLocale();
  const format = useNumbers();
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Brand inverted />
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">{m.footer_tagline()}</p>
        </div>
        <FooterList title={m.footer_company()} items={COMPANY.map((item) => item())} />
        <div>
          <h2 className="mb-4 text-sm font-bold tracking-wider text-white uppercase">
            {m.footer_address()}
          </h2>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
              {m.footer_street_address()}
            </p>
            <p className="flex gap-2">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
              {format.digits(PHONE)}
            </p>
            <p className="flex gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
              {EMAIL}
            </p>
          </address>
        </div>
        <FooterList title={m.footer_social()} items={SOCIAL} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center gap-3 py-5 text-sm text-slate-400">
          {/* Bengali or Latin digits: a choice only Bangla readers have. */}
          {locale === 'bn' && <DigitsSetting />}
          <p className="text-center">{m.footer_copyright()}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="space-y-2.5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
