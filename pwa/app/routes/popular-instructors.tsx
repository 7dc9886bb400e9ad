import { PopularInstructorsList } from '#pwa/features/instructors/components/popular-instructors-list.tsx';

// The spec leaves this page's content open; it ranks instructors by their students.
const RANKING_SIZE = 50;

export function Component() {
  // w-full: in main's flex column, mx-auto alone sizes it to its content, and the loading
  // skeletons are narrower than the list (the page grew when the list arrived).
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 md:px-8 md:py-14">
      <title>Popular instructors · Sports Academy</title>
      <header className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
          Popular instructors
        </h1>
        <p className="mt-2 text-slate-600">
          Our instructors ranked by the number of students in their classes.
        </p>
      </header>
      <PopularInstructorsList limit={RANKING_SIZE} ranked headingLevel="h2" />
    </div>
  );
}
