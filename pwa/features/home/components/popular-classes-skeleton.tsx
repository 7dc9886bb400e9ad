import type { ReactNode } from 'react';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { SectionHeading } from './section-heading.tsx';

// Kept apart from popular-classes.tsx so the home page can show it before that chunk loads.

export const POPULAR_CLASSES_GRID = 'grid gap-6 sm:grid-cols-2 md:grid-cols-4';

export function PopularClassesFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="popular-classes-title" className="py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        <SectionHeading
          id="popular-classes-title"
          title={m.home_popular_classes_title()}
          subtitle={m.home_popular_classes_subtitle()}
        />
        {children}
      </div>
    </section>
  );
}

export function PopularClassesSkeleton() {
  return (
    <ul
      className={POPULAR_CLASSES_GRID}
      aria-busy="true"
      aria-label={m.home_popular_classes_loading()}
    >
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-card border border-border bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** What the page shows before the section's code and data arrive: same height, no layout shift. */
export function PopularClassesPlaceholder() {
  return (
    <PopularClassesFrame>
      <PopularClassesSkeleton />
    </PopularClassesFrame>
  );
}
