import { Mail } from 'lucide-react';
import { instructorAnchorOf } from '#pwa/lib/navigation/paths.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Instructor } from '#shared/schemas/instructor.ts';

/** /instructor's card: name, email, expertise (labelled Class Name) and image (product.md §2). */
export function InstructorCard({ instructor }: { instructor: Instructor }) {
  return (
    // Its id: a class's page links to its instructor here (/instructor#instructor-<e-mail>).
    <article
      id={instructorAnchorOf(instructor.email)}
      className="flex h-full scroll-mt-24 gap-4 rounded-card border border-border bg-white p-4 shadow-sm"
    >
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
        <h2 className="text-xl font-bold text-slate-900">{instructor.name}</h2>
        <a
          href={`mailto:${instructor.email}`}
          className="inline-flex min-w-0 items-center gap-2 text-sm text-emerald-800 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{instructor.email}</span>
        </a>
        <dl className="text-sm">
          <dt className="font-semibold text-slate-600">{m.instructors_class_name()}</dt>
          <dd className="text-slate-900">{instructor.expertise}</dd>
        </dl>
      </div>
    </article>
  );
}
