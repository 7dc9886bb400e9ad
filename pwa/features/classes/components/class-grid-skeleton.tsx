import { m } from '#shared/i18n/paraglide/messages.js';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';

/** The grid's shape while classes load, so nothing jumps when they arrive. */
export function ClassGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div
      className="grid gap-6 sm:grid-cols-2 md:grid-cols-3"
      aria-busy="true"
      aria-label={m.classes_loading()}
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-card border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
