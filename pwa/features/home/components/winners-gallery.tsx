import { m } from '#shared/i18n/paraglide/messages.js';
import { WINNERS } from '../content/home-content.ts';
import { SectionHeading } from './section-heading.tsx';

export function WinnersGallery() {
  return (
    <section aria-labelledby="winners-title" className="bg-slate-900 py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        <SectionHeading
          id="winners-title"
          title={m.home_winners_title()}
          subtitle={m.home_winners_subtitle()}
          className="[&_h2]:text-white [&_p]:text-slate-300"
        />
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
          {WINNERS.map((image) => (
            <li key={image.src} className="overflow-hidden rounded-card">
              <img
                src={image.src}
                alt={image.alt()}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] size-full object-cover transition-transform duration-200 hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
