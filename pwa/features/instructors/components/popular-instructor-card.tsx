import { Users } from 'lucide-react';
import type { PopularInstructor } from '#shared/schemas/instructor.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { withElement } from '#pwa/lib/i18n/with-element.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

type PopularInstructorCardProps = {
  instructor: PopularInstructor;
  /** 1-based place in the ranking, shown on /popularinstructors. */
  rank?: number;
  headingLevel?: 'h2' | 'h3';
};

/** Name, image, expertise, students and details (product.md's popular instructor). */
export function PopularInstructorCard({
  instructor,
  rank,
  headingLevel = 'h3',
}: PopularInstructorCardProps) {
  const Heading = headingLevel;
  const format = useFormat();
  return (
    <article className="relative flex h-full gap-4 rounded-card border border-border bg-white p-4 shadow-sm">
      {rank !== undefined && (
        <span
          className={cn(
            'absolute top-2 left-2 z-10 grid size-9 place-items-center rounded-full text-sm font-extrabold shadow',
            rank <= 3 ? 'bg-amber-400 text-slate-900' : 'bg-slate-900 text-white',
          )}
        >
          <span className="sr-only">{m.instructors_rank()} </span>
          {format.count(rank)}
        </span>
      )}
      <img
        src={instructor.image}
        alt={m.instructors_portrait({ name: instructor.name })}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className="size-24 shrink-0 rounded-xl bg-slate-100 object-cover sm:size-40"
      />
      <div className="flex min-w-0 flex-col gap-2">
        <Heading className="text-xl font-bold text-slate-900">{instructor.name}</Heading>
        <p className="text-sm font-semibold text-emerald-800">{instructor.expertise}</p>
        <p className="inline-flex items-center gap-2 text-sm text-slate-700">
          <Users aria-hidden="true" className="size-4" />
          <span>
            {withElement(
              (count) =>
                (instructor.students === 1 ? m.instructors_students_one : m.instructors_students)({
                  count,
                }),
              <span className="font-bold tabular-nums">{format.count(instructor.students)}</span>,
            )}
          </span>
        </p>
        <p className="text-sm text-slate-600">{instructor.details}</p>
      </div>
    </article>
  );
}
