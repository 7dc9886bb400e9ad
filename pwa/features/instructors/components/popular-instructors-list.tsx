import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { QueryStates } from '#pwa/components/lists/query-states.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { usePopularInstructors } from '../api/get-popular-instructors.ts';
import { InstructorCardsSkeleton } from './instructor-card-skeleton.tsx';
import { PopularInstructorCard } from './popular-instructor-card.tsx';

type PopularInstructorsListProps = {
  limit?: number;
  /** Show each instructor's place (the /popularinstructors ranking). */
  ranked?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** Instructors by students, most first, in 2 columns; loading, empty and error states included. */
export function PopularInstructorsList({
  limit,
  ranked = false,
  headingLevel,
}: PopularInstructorsListProps) {
  const query = usePopularInstructors(limit);
  const localePath = useLocalePath();
  return (
    <QueryStates
      query={query}
      loading={
        // The ranking page's list runs past the fold: enough cards that the footer starts below it.
        <InstructorCardsSkeleton count={ranked ? 6 : 4} label={m.instructors_popular_loading()} />
      }
      errorMessage={m.instructors_popular_error()}
      empty={{
        icon: <Trophy />,
        title: m.instructors_popular_empty_title(),
        description: m.instructors_popular_empty_text(),
        action: (
          <Button asChild>
            <Link to={localePath(paths.instructors)}>{m.instructors_see_all()}</Link>
          </Button>
        ),
      }}
    >
      {(data) => (
        <ol className="grid gap-6 md:grid-cols-2">
          {data.map((instructor, index) => (
            <li key={instructor._id}>
              <PopularInstructorCard
                instructor={instructor}
                rank={ranked ? index + 1 : undefined}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </ol>
      )}
    </QueryStates>
  );
}
