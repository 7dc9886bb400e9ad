import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { QueryStates } from '#pwa/components/lists/query-states.tsx';
import { formatDollars } from '#shared/money.ts';
import type { PopularClass } from '#shared/schemas/class.ts';
import { usePopularClasses } from '../api/get-popular-classes.ts';
import {
  PopularClassesFrame,
  PopularClassesSkeleton,
  POPULAR_CLASSES_GRID,
} from './popular-classes-skeleton.tsx';

/** Popular classes, 4 columns from medium screens; mounted (and so fetched) when first in view. */
export function PopularClasses() {
  const query = usePopularClasses();
  return (
    <PopularClassesFrame>
      <QueryStates
        query={query}
        loading={<PopularClassesSkeleton />}
        errorMessage="We could not load the popular classes. Check your connection and try again."
        empty={{
          icon: <Users />,
          title: 'No popular classes yet',
          description:
            'Classes appear here once students enrol. Browse every class in the meantime.',
          action: (
            <Button asChild>
              <Link to={paths.classes}>See all classes</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <ul className={POPULAR_CLASSES_GRID}>
            {data.map((item) => (
              <li key={item._id}>
                <PopularClassCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </PopularClassesFrame>
  );
}

function PopularClassCard({ item }: { item: PopularClass }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-white shadow-sm">
      <img
        src={item.photo}
        alt={item.Name}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg leading-snug font-bold text-slate-900">{item.Name}</h3>
        <p className="text-sm text-slate-600">{item.IName}</p>
        <dl className="mt-auto flex items-end justify-between gap-2 pt-3 text-sm">
          <div>
            <dt className="text-slate-600">Enrolled</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{item.enrolled}</dd>
          </div>
          <div className="text-right">
            <dt className="sr-only">Price</dt>
            <dd className="text-lg font-extrabold text-emerald-800 tabular-nums">
              {formatDollars(item.price)}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
