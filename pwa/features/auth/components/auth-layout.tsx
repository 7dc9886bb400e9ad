import { CheckCircle2Icon } from 'lucide-react';
import type * as React from 'react';
import { Brand } from '#pwa/components/layout/brand.tsx';
import { LanguageSwitch } from '#pwa/components/layout/language-switch.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

const SPORTS_TAUGHT = 16;

/** The login and register pages (no navbar there): a picture panel on wide screens, the form beside it. */
export function AuthLayout({ children }: { children: React.ReactNode }) {
  const format = useFormat();
  const promises = [
    m.auth_promise_trainers({ count: format.count(SPORTS_TAUGHT) }),
    m.auth_promise_offline(),
    m.auth_promise_pay(),
  ];
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1.05fr_1fr]">
      {/* A CSS background: phones, where the panel is hidden, never download the picture. */}
      <aside className="relative hidden overflow-hidden bg-emerald-950 bg-[url(/images/hero/hero-2.svg)] bg-cover bg-[position:68%_50%] lg:block">
        <div className="absolute inset-0 bg-gradient-to-t from-emerald-950 via-emerald-950/60 to-emerald-950/20" />
        <div className="relative flex h-full flex-col justify-between p-10 xl:p-14">
          <Brand inverted />
          <div className="max-w-md space-y-5 text-white">
            <p className="text-sm font-bold tracking-widest text-amber-300 uppercase">
              {m.auth_panel_since()}
            </p>
            <p className="text-4xl leading-tight font-extrabold tracking-tight">
              {m.auth_panel_headline()}
            </p>
            <ul className="space-y-2.5 text-emerald-50">
              {promises.map((promise) => (
                <li key={promise} className="flex items-center gap-2.5">
                  <CheckCircle2Icon className="size-5 shrink-0 text-amber-300" aria-hidden="true" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </aside>
      <div className="flex flex-col bg-slate-50 px-4 py-6 sm:px-8 lg:bg-white">
        {/* No navbar here: the language switch sits at the top, beside the phone's brand. */}
        <div className="flex items-center justify-between gap-3">
          <Brand className="lg:hidden" />
          <div className="ml-auto">
            <LanguageSwitch />
          </div>
        </div>
        <div className="flex flex-1 items-center justify-center py-8">
          <div className="w-full max-w-md rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:border-0 lg:p-0 lg:shadow-none">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
