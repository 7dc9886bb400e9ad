/**
 * A class's page (/classes/:id) as it reads: photo, name, sport and level, the description in its
 * paragraphs, instructor, venue with its address, the next sessions in the venue's time with the
 * zone named, seats, price and the Select button (a slot: the route brings it from the
 * selections feature). `sessions` is null when only the catalogue's copy is known (offline).
 */
import { CalendarDaysIcon, MapPinIcon, UserRoundIcon, UsersIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import type { Class, ClassDetail } from '#shared/schemas/class.ts';
import { SportIcon } from '#pwa/components/class-facts/sport-icon.tsx';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { ClassSessions } from './class-sessions.tsx';

type ClassDetailsProps = {
  item: Class;
  /** The sessions and how many are left; null: not known here (the catalogue's copy). */
  sessions: Pick<ClassDetail, 'sessions' | 'sessionsLeft'> | null;
  /** Where the instructor is shown among the instructors (/instructor#…). */
  instructorHref: string;
  /** The Select button. */
  action: React.ReactNode;
  /** Above the sessions: why they are missing (offline), or the class's status. */
  note?: React.ReactNode;
};

/** The description's paragraphs: blank lines part them; text only, never markup. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export function ClassDetails({ item, sessions, instructorHref, action, note }: ClassDetailsProps) {
  const facts = useClassFacts();
  const format = useFormat();
  const [broken, setBroken] = React.useState(false);
  const sport = facts.sport(item.sport);
  const level = facts.level(item.level);
  const ages = facts.ages(item);
  const zone = facts.zone(item.venue);
  const paragraphs = paragraphsOf(item.description ?? '');
  return (
    // On a phone: the class, then its price and Select, then the rest; on a wide screen the
    // price, Select, instructor and venue stay beside the class as it scrolls.
    <article className="container-page grid gap-x-8 gap-y-6 py-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <header className="min-w-0 space-y-4 lg:col-start-1">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {sport && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-800">
              <SportIcon sport={item.sport} className="size-4" />
              {sport}
            </span>
          )}
          {level && (
            <span className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700">
              <span className="sr-only">{m.class_page_level()}: </span>
              {level}
            </span>
          )}
          {ages && (
            <span className="rounded-full bg-sky-50 px-3 py-1 font-semibold text-sky-800">
              {ages}
            </span>
          )}
        </div>
        <h1 className="text-3xl leading-tight sm:text-4xl">{item.Name}</h1>
        <div className="overflow-hidden rounded-card bg-emerald-900">
          {broken ? (
            <div className="aspect-[16/9] w-full lg:aspect-[2/1]" aria-hidden="true" />
          ) : (
            <img
              src={item.photo}
              alt={m.class_page_photo({ name: item.Name })}
              width={1200}
              height={675}
              fetchPriority="high"
              decoding="async"
              onError={() => setBroken(true)}
              className="aspect-[16/9] w-full object-cover lg:aspect-[2/1]"
            />
          )}
        </div>
      </header>

      <aside className="space-y-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ClassOffer item={item} action={action} />
        <ClassPeople item={item} instructorHref={instructorHref} />
      </aside>

      <div className="min-w-0 space-y-8 lg:col-start-1">
        <section aria-labelledby="class-about" className="space-y-3">
          <h2 id="class-about" className="text-xl">
            {m.class_page_about()}
          </h2>
          {paragraphs.length > 0 ? (
            paragraphs.map((paragraph, index) => (
              <p
                key={index}
                className="max-w-prose leading-relaxed whitespace-pre-line text-slate-700"
              >
                {paragraph}
              </p>
            ))
          ) : (
            <p className="text-slate-500">{m.class_page_no_description()}</p>
          )}
        </section>

        <section aria-labelledby="class-sessions" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="class-sessions" className="flex items-center gap-2 text-xl">
              <CalendarDaysIcon className="size-5 text-emerald-700" aria-hidden="true" />
              {m.class_page_schedule()}
            </h2>
            {sessions && sessions.sessionsLeft > 0 && (
              <p className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
                {(sessions.sessionsLeft === 1
                  ? m.class_page_sessions_left_one
                  : m.class_page_sessions_left_other)({
                  count: format.count(sessions.sessionsLeft),
                })}
              </p>
            )}
          </div>
          <p className="text-slate-700">{facts.schedule(item)}</p>
          {note}
          {sessions && <ClassSessions sessions={sessions} venue={item.venue} />}
          {zone && <p className="text-sm text-slate-500">{m.class_page_times_in({ zone })}</p>}
        </section>
      </div>
    </article>
  );
}

/** Seats left, price, Select and how many are enrolled. */
function ClassOffer({ item, action }: { item: Class; action: React.ReactNode }) {
  const format = useFormat();
  const full = item.sets <= 0;
  return (
    <div className="space-y-5 rounded-card border border-border bg-white p-5 shadow-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-xl bg-slate-50 p-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {m.class_page_seats_left()}
          </dt>
          <dd className="mt-0.5 text-2xl font-extrabold text-slate-900 tabular">
            {full ? <Badge variant="danger">{m.class_page_full()}</Badge> : format.count(item.sets)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {m.class_page_price()}
          </dt>
          <dd className="mt-0.5 text-2xl font-extrabold whitespace-nowrap text-emerald-800 tabular">
            {format.price(item.price, item.currency)}
          </dd>
        </div>
      </dl>
      {action}
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <UsersIcon className="size-4" aria-hidden="true" />
        {(item.enrolled === 1 ? m.class_page_enrolled_one : m.class_page_enrolled)({
          count: format.count(item.enrolled),
        })}
      </p>
    </div>
  );
}

/** The instructor (with a link to them among the instructors) and the venue with its address. */
function ClassPeople({ item, instructorHref }: { item: Class; instructorHref: string }) {
  const facts = useClassFacts();
  const venue = facts.venue(item.venue);
  const zone = facts.zone(item.venue);
  return (
    <dl className="space-y-4 rounded-card border border-border bg-white p-5 text-sm shadow-sm">
      <div>
        <dt className="flex items-center gap-2 font-semibold text-slate-500">
          <UserRoundIcon className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
          {m.class_page_instructor()}
        </dt>
        <dd className="mt-0.5 pl-7">
          <span className="block font-semibold text-slate-900">{item.IName}</span>
          <Link to={instructorHref} className="text-emerald-800 underline-offset-2 hover:underline">
            {m.class_page_instructor_link({ name: item.IName })}
          </Link>
        </dd>
      </div>
      {venue && (
        <div>
          <dt className="flex items-center gap-2 font-semibold text-slate-500">
            <MapPinIcon className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            {m.class_page_venue()}
          </dt>
          <dd className="mt-0.5 pl-7">
            <span className="block font-semibold text-slate-900">{venue}</span>
            <address className="text-slate-600 not-italic">
              {facts.address(item.venue).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            {zone && <span className="text-slate-500">{zone}</span>}
          </dd>
        </div>
      )}
    </dl>
  );
}
