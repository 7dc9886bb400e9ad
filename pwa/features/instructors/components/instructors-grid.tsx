import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { QueryStates } from '#pwa/components/lists/query-states.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useInstructors } from '../api/get-instructors.ts';
import { InstructorCard } from './instructor-card.tsx';
import { InstructorCardsSkeleton } from './instructor-card-skeleton.tsx';

/** Every instructor in a 2-column grid, with loading, empty and error states. */
export function InstructorsGrid() {
  const query = useInstructors();
  const localePath = useLocalePath();
  return (
    <QueryStates
      query={query}
      loading={<InstructorCardsSkeleton count={6} label={m.instructors_loading()} />}
      errorMessage={m.instructors_error()}
      empty={{
        icon: <UserRound />,
        title: m.instructors_empty_title(),
        description: m.instructors_empty_text(),
        action: (
          <Button asChild>
            <Link to={localePath(paths.classes)}>{m.instructors_see_classes()}</Link>
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
