import { Skeleton } from '#pwa/components/ui/skeleton.tsx';

/** A 2-column grid of loading cards shaped like the instructor cards (photo beside text). */
export function InstructorCardsSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex gap-4 rounded-card border border-border bg-white p-4">
          <Skeleton className="size-24 shrink-0 rounded-xl sm:size-40" />
          <div className="flex-1 space-y-3 py-1">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </li>
      ))}
    </ul>
  );
}
