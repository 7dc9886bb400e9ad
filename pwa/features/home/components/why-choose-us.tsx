import { Award, HeartHandshake, ShieldCheck, Timer } from 'lucide-react';
import { m } from '#shared/i18n/paraglide/messages.js';
import { WHY_CHOOSE_US } from '../content/home-content.ts';
import { SectionHeading } from './section-heading.tsx';

const ICONS = [ShieldCheck, HeartHandshake, Timer, Award] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        <SectionHeading id="why-title" title={m.home_why_title()} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE_US.map((card, index) => {
            const Icon = ICONS[index] ?? Award;
            return (
              <li key={index} className="rounded-card border border-border bg-white p-6 shadow-sm">
                <span className="grid size-12 place-items-center rounded-xl bg-emerald-700 text-white">
                  <Icon aria-hidden="true" className="size-6" strokeWidth={2} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{card.title()}</h3>
                <p className="mt-2 text-sm text-slate-600">{card.text()}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
