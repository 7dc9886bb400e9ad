import { PageHead } from '#pwa/components/layout/page-head.tsx';
import { InstructorsGrid } from '#pwa/features/instructors/components/instructors-grid.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

export function Component() {
  // w-full: in main's flex column, mx-auto alone sizes it to its content, and the loading
  // skeletons are narrower than the list (the page grew when the list arrived).
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 md:px-8 md:py-14">
      <PageHead
        title={m.meta_page_title({ page: m.meta_instructors_title() })}
        description={m.meta_instructors_description()}
      />
      <h1 className="mb-8 text-center text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
        {m.instructors_heading()}
      </h1>
      <InstructorsGrid />
    </div>
  );
}
