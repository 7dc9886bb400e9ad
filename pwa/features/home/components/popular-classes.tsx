import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { ClassPageLink } from '#pwa/components/class-facts/class-page-link.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { QueryStates } from '#pwa/components/lists/query-states.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
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
  const localePath = useLocalePath();
  return (
    <PopularClassesFrame>
      <QueryStates
        query={query}
        loading={<PopularClassesSkeleton />}
        errorMessage={m.home_popular_classes_error()}
        empty={{
          icon: <Users />,
          title: m.home_popular_classes_empty_title(),
          description: m.home_popular_classes_empty_text(),
          action: (
            <Button asChild>
              <Link to={localePath(paths.classes)}>{m.home_see_all_classes()}</Link>
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
  const format = useFormat();
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
        <h3 className="text-lg leading-snug font-bold text-slate-900">
          <ClassPageLink id={item._id}>{item.Name}</ClassPageLink>
        </h3>
        <p className="text-sm text-slate-600">{item.IName}</p>
        <dl className="mt-auto flex items-end justify-between gap-2 pt-3 text-sm">
          <div>
            <dt className="text-slate-600">{m.home_enrolled()}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {format.count(item.enrolled)}
            </dd>
          </div>
          <div className="text-right">
            <dt className="sr-only">{m.home_price()}</dt>
            <dd className="text-lg font-extrabold whitespace-nowrap text-emerald-800 tabular-nums">
              {format.price(item.price, item.currency)}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
