import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { PopularInstructorsFrame } from './popular-instructors-frame.tsx';
import { PopularInstructorsList } from './popular-instructors-list.tsx';

/** The home page's Popular instructors: mounted (and so fetched) when the section first appears. */
export function PopularInstructorsSection() {
  const localePath = useLocalePath();
  return (
    <PopularInstructorsFrame>
      <PopularInstructorsList />
      <div className="mt-8 text-center">
        <Button asChild variant="outline">
          <Link to={localePath(paths.popularInstructors)}>
            {m.instructors_see_ranking()}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </PopularInstructorsFrame>
  );
}
