import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { QueryStates } from '#pwa/components/lists/query-states.tsx';
import { useInstructors } from '../api/get-instructors.ts';
import { InstructorCard } from './instructor-card.tsx';
import { InstructorCardsSkeleton } from './instructor-card-skeleton.tsx';

/** Every instructor in a 2-column grid, with loading, empty and error states. */
export function InstructorsGrid() {
  const query = useInstructors();
  return (
    <QueryStates
      query={query}
      loading={<InstructorCardsSkeleton count={6} label="Loading instructors" />}
      errorMessage="We could not load the instructors. Check your connection and try again."
      empty={{
        icon: <UserRound />,
        title: 'No instructors yet',
        description: 'Our coaches are being added. Have a look at the classes in the meantime.',
        action: (
          <Button asChild>
            <Link to={paths.classes}>See classes</Link>
          </Button>
        ),
      }}
    >
      {(data) => (
        <ul className="grid gap-6 md:grid-cols-2">
          {data.map((instructor) => (
            <li key={instructor._id}>
              <InstructorCard instructor={instructor} />
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
