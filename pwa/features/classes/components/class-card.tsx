import { CalendarDaysIcon, DumbbellIcon, MapPinIcon, UserRoundIcon, UsersIcon } from 'lucide-react';
import * as React from 'react';
import { startRankOf } from '#shared/classes/catalogue-filter.ts';
import type { Class } from '#shared/schemas/class.ts';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { ClassPageLink } from '#pwa/components/class-facts/class-page-link.tsx';
import { SportIcon } from '#pwa/components/class-facts/sport-icon.tsx';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { useNowDependent } from '#pwa/lib/timing/render-clock.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { withElement } from '#pwa/lib/i18n/with-element.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

type ClassCardProps = {
  item: Class;
  /** The Select button (the selections feature provides it; the route composes them). */
  action?: React.ReactNode;
  /** The first row loads its photos eagerly: they are the page's largest paint. */
  eager?: boolean;
};

/**
 * product.md's class card: image, Class Name, Instructor, Available sets, Price, Select; with the
 * class's sport, level, branch, schedule and where it stands in time. The name links to
 * the class's page; Select stays a control of its own beside the link, not inside it.
 */
export function ClassCard({ item, action, eager = false }: ClassCardProps) {
  const full = item.sets <= 0;
  // A photo URL from another host can break; the card keeps its shape and shows the sport icon.
  const [broken, setBroken] = React.useState(false);
  const format = useFormat();
  const facts = useClassFacts();
  const level = facts.level(item.level);
  const ages = facts.ages(item);
  const venue = facts.venue(item.venue);
  return (
    // A long unbroken word (a class's or instructor's name) wraps rather than widen the grid.
    <Card className="group h-full wrap-anywhere transition-shadow duration-200 hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-emerald-900">
        {broken ? (
          <div
            className="flex size-full items-center justify-center text-emerald-200"
            role="img"
            aria-label={item.Name}
          >
            <DumbbellIcon className="size-12" aria-hidden="true" />
          </div>
        ) : (
          <img
            src={item.photo}
            alt={item.Name}
            width={800}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            onError={() => setBroken(true)}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="space-y-1.5">
          {(facts.sport(item.sport) || level || ages) && (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-bold tracking-wide text-emerald-800 uppercase">
              <SportIcon sport={item.sport} />
              <span>{facts.sport(item.sport)}</span>
              {level && <Badge variant="muted">{level}</Badge>}
              {ages && <Badge variant="muted">{ages}</Badge>}
            </p>
          )}
          <h2 className="text-xl leading-snug font-bold">
            <ClassPageLink
              id={item._id}
              className="rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {item.Name}
            </ClassPageLink>
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <UserRoundIcon className="size-4 shrink-0" aria-hidden="true" />
            <span>
              {withElement(
                (name) => m.classes_instructor({ name }),
                <span className="font-semibold text-slate-800">{item.IName}</span>,
              )}
            </span>
          </p>
        </div>
        <ClassWhenWhere item={item} venue={venue} />
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {m.classes_available_seats()}
            </dt>
            <dd className="mt-0.5 flex items-center gap-1.5 text-lg leading-tight font-extrabold text-slate-900 tabular">
              {full ? <Badge variant="danger">{m.classes_full()}</Badge> : format.count(item.sets)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {m.classes_price()}
            </dt>
            <dd className="mt-0.5 text-lg leading-tight font-extrabold whitespace-nowrap text-emerald-800 tabular">
              {format.price(item.price, item.currency)}
            </dd>
          </div>
        </dl>
        <p className="-mt-2 flex items-center gap-1.5 text-xs text-slate-600">
          <UsersIcon className="size-3.5" aria-hidden="true" />
          <span>
            {withElement(
              (count) =>
                (item.enrolled === 1
                  ? m.classes_students_enrolled_one
                  : m.classes_students_enrolled)({ count }),
              <span className="tabular">{format.count(item.enrolled)}</span>,
            )}
          </span>
        </p>
        {action && <div className="mt-auto">{action}</div>}
      </div>
    </Card>
  );
}

/** Where the class meets, its weekly times and whether it starts soon, is running or is over. */
function ClassWhenWhere({ item, venue }: { item: Class; venue: string | null }) {
  const facts = useClassFacts();
  const rank = useNowDependent((now) => startRankOf(item, now));
  const when =
    rank === 0 && item.firstSessionAt
      ? m.catalogue_card_starts({ date: facts.sessionDate(item.firstSessionAt, item.venue) })
      : rank === 1 && item.lastSessionAt
        ? m.catalogue_card_running({ date: facts.sessionDate(item.lastSessionAt, item.venue) })
        : item.lastSessionAt
          ? m.catalogue_card_over({ date: facts.sessionDate(item.lastSessionAt, item.venue) })
          : null;
  return (
    <ul className="space-y-1.5 text-sm text-slate-700">
      {venue && (
        <li className="flex items-center gap-1.5">
          <MapPinIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {venue}
        </li>
      )}
      <li className="flex items-start gap-1.5">
        <CalendarDaysIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span>
          {facts.schedule(item)}
          {when && (
            <span
              className={
                rank === 2 ? 'block text-slate-500' : 'block font-semibold text-emerald-800'
              }
            >
              {when}
            </span>
          )}
        </span>
      </li>
    </ul>
  );
}
