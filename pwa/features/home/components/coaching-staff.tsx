import { m } from '#shared/i18n/paraglide/messages.js';
import { COACHES } from '../content/home-content.ts';
import { SectionHeading } from './section-heading.tsx';

export function CoachingStaff() {
  return (
    <section aria-labelledby="coaches-title" className="bg-slate-50 py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        <SectionHeading id="coaches-title" title={m.home_coaches_title()} />
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
          {COACHES.map((coach) => (
            <li
              key={coach.image.src}
              className="rounded-card border border-border bg-white p-4 text-center shadow-sm"
            >
              <img
                src={coach.image.src}
                alt={coach.image.alt()}
                width={coach.image.width}
                height={coach.image.height}
                loading="lazy"
                decoding="async"
                className="mx-auto aspect-square w-full max-w-40 rounded-full object-cover"
              />
              <h3 className="mt-3 font-bold text-slate-900">{coach.name()}</h3>
              <p className="text-sm text-slate-600">{coach.role()}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
