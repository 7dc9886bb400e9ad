import { Medal, Handshake, Sprout, UsersRound } from 'lucide-react';
import { m } from '#shared/i18n/paraglide/messages.js';
import { COMPANY_VALUES } from '../content/home-content.ts';
import { SectionHeading } from './section-heading.tsx';

const ICONS = [Medal, Handshake, Sprout, UsersRound] as const;

export function CompanyValues() {
  return (
    <section aria-labelledby="values-title" className="bg-emerald-50/60 py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        <SectionHeading
          id="values-title"
          title={m.home_values_title()}
          subtitle={m.home_values_subtitle()}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {COMPANY_VALUES.map((value, index) => {
            const Icon = ICONS[index] ?? Medal;
            return (
              <li
                key={index}
                className="rounded-card border border-emerald-100 bg-white p-6 text-center shadow-sm"
              >
                <span className="mx-auto grid size-16 place-items-center rounded-full bg-amber-100 text-amber-800">
                  <Icon aria-hidden="true" className="size-8" strokeWidth={2} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{value.title()}</h3>
                <p className="mt-2 text-sm text-slate-600">{value.text()}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
