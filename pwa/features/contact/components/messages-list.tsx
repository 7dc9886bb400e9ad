import { Inbox, Mail } from 'lucide-react';
import { LoadMore } from '#pwa/components/lists/load-more.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useContactMessages } from '../api/get-contact-messages.ts';

const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** The contact form's messages, newest first a page at a time, for admins. */
export function MessagesList() {
  const query = useContactMessages();
  const format = useFormat();
  // "Jun 12, 2023, 4:05 PM" in the page's language; an unreadable date as it came.
  const formatDate = (iso: string) =>
    Number.isNaN(new Date(iso).getTime())
      ? iso
      : `${format.date(iso, SHORT_DATE)}, ${format.time(iso)}`;
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label={m.admin_messages_loading()} count={4} height="h-28" />}
      errorMessage={m.admin_messages_error()}
      empty={{
        icon: <Inbox />,
        title: m.admin_messages_empty_title(),
        description: m.admin_messages_empty_text(),
      }}
    >
      {(data) => (
        <>
          <ul className="grid gap-3">
            {data.map((message) => (
              <li key={message._id}>
                <article className="rounded-card border border-border bg-white p-4 wrap-anywhere shadow-sm md:p-5">
                  <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h2 className="text-base font-bold text-slate-900">{message.subject}</h2>
                    <time dateTime={message.createdAt} className="text-xs text-slate-500">
                      {formatDate(message.createdAt)}
                    </time>
                  </header>
                  <p className="mt-1 flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-slate-600">
                    <span className="font-semibold text-slate-800">{message.name}</span>
                    <a
                      href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                      className="inline-flex min-w-0 items-center gap-1 text-emerald-800 hover:underline"
                    >
                      <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="min-w-0">{message.email}</span>
                    </a>
                  </p>
                  <p className="mt-3 text-sm whitespace-pre-line text-slate-700">
                    {message.message}
                  </p>
                </article>
              </li>
            ))}
          </ul>
          <LoadMore query={query} noun={m.dashboard_noun_messages()} />
        </>
      )}
    </QueryStates>
  );
}
