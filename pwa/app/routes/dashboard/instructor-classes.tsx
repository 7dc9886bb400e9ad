import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { MyClasses } from '#pwa/features/instructor-classes/components/my-classes.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>My Classes · Sports Academy</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">My Classes</h1>
        <Button asChild>
          <Link to={paths.dashboard.addClass}>
            <Plus aria-hidden="true" />
            Add a Class
          </Link>
        </Button>
      </div>
      <MyClasses />
    </section>
  );
}
