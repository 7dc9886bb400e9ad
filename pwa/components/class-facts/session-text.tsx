// A session's day and times as a line of text, its times kept whole: a narrow column wraps after
// the day ("Mon, Dec 7," / "6:00 PM–7:00 PM"), never inside a time or after the range's dash.
import { withElement } from '#pwa/lib/i18n/with-element.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useClassFacts } from './use-class-facts.ts';

type SessionTextProps = {
  session: { startsAt: string; endsAt: string };
  venue: string | null | undefined;
};

/** "Mon, Dec 7, 6:00 PM–7:00 PM", as `facts.session` says it. */
export function SessionText({ session, venue }: SessionTextProps) {
  const facts = useClassFacts();
  return withElement(
    (time) => m.class_facts_session({ date: facts.sessionDate(session.startsAt, venue), time }),
    <TimeRange>{facts.timeRange(session, venue)}</TimeRange>,
  );
}

/** A range of times that a line never breaks inside ("6:00 PM–7:00 PM"). */
export function TimeRange({ children }: { children: string }) {
  return (
    <span data-slot="time-range" className="whitespace-nowrap">
      {children}
    </span>
  );
}
