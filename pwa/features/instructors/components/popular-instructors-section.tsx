import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { PopularInstructorsFrame } from './popular-instructors-frame.tsx';
import { PopularInstructorsList } from './popular-instructors-list.tsx';

/** The home page's Popular instructors: mounted (and so fetched) when the section first appears. */
export function PopularInstructorsSection() {
  return (
    <PopularInstructorsFrame>
      <PopularInstructorsList />
      <div className="mt-8 text-center">
        <Button asChild variant="outline">
          <Link to={paths.popularInstructors}>
            See the full ranking
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </PopularInstructorsFrame>
  );
}
