import type { ReactNode } from 'react';
import { m } from '#shared/i18n/paraglide/messages.js';
import { InstructorCardsSkeleton } from './instructor-card-skeleton.tsx';

// Light on purpose: the home page shows the placeholder before the section's chunk loads.

export function PopularInstructorsFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="popular-instructors-title" className="bg-slate-50 py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        <div className="mx-auto mb-8 max-w-2xl text-center md:mb-10">
          <h2
            id="popular-instructors-title"
            className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl"
          >
            {m.instructors_popular_title()}
          </h2>
          <p className="mt-2 text-slate-600">{m.instructors_popular_subtitle()}</p>
          <span
            aria-hidden="true"
            className="mx-auto mt-4 block h-1 w-16 rounded-full bg-amber-400"
          />
        </div>
        {children}
      </div>
    </section>
  );
}

export function PopularInstructorsPlaceholder() {
  return (
    <PopularInstructorsFrame>
      <InstructorCardsSkeleton label={m.instructors_popular_loading()} />
    </PopularInstructorsFrame>
  );
}
