import { PageHead } from '#pwa/components/layout/page-head.tsx';
import { PopularInstructorsList } from '#pwa/features/instructors/components/popular-instructors-list.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

// product.md leaves this page's content open; it ranks instructors by their students.
const RANKING_SIZE = 50;

export function Component() {
  // w-full: in main's flex column, mx-auto alone sizes it to its content, and the loading
  // skeletons are narrower than the list (the page grew when the list arrived).
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 md:px-8 md:py-14">
      <PageHead
        title={m.meta_page_title({ page: m.meta_popular_instructors_title() })}
        description={m.meta_popular_instructors_description()}
      />
      <header className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
          {m.instructors_popular_title()}
        </h1>
        <p className="mt-2 text-slate-600">{m.instructors_ranking_intro()}</p>
      </header>
      <PopularInstructorsList limit={RANKING_SIZE} ranked headingLevel="h2" />
    </div>
  );
}
