import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { QueryStates } from '#pwa/components/lists/query-states.tsx';
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
  return (
    <QueryStates
      query={query}
      loading={
        // The ranking page's list runs past the fold: enough cards that the footer starts below it.
        <InstructorCardsSkeleton count={ranked ? 6 : 4} label="Loading popular instructors" />
      }
      errorMessage="We could not load the popular instructors. Check your connection and try again."
      empty={{
        icon: <Trophy />,
        title: 'No popular instructors yet',
        description:
          'Instructors appear here once students enrol in their classes. Meet the whole team meanwhile.',
        action: (
          <Button asChild>
            <Link to={paths.instructors}>See all instructors</Link>
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
