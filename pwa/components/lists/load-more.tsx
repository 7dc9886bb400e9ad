import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import * as React from 'react';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { ADMIN_PAGE_SIZE } from '#pwa/lib/api/paged-list.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

type LoadMoreProps = {
  query: UseInfiniteQueryResult<readonly unknown[]>;
  /** What the rows are, in the page's language, e.g. m.dashboard_noun_users(): 'users'. */
  noun: string;
};

/**
 * Below a paged list (pwa/lib/api/paged-list.ts): how many rows are shown and a Load more button while
 * there is a next page; a page that failed to load says so here, and the list stays. A list of
 * one page shows nothing more than before.
 */
export function LoadMore({ query, noun }: LoadMoreProps) {
  const connection = useConnectionRequired();
  const status = React.useRef<HTMLParagraphElement>(null);
  const [loadedMore, setLoadedMore] = React.useState(false);
  const format = useFormat();
  const shown = query.data?.length ?? 0;
  const count = format.count(shown);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  // The button goes once the last page is in: keyboard focus moves to the line that says so.
  React.useEffect(() => {
    if (loadedMore && !hasNextPage && !isFetchingNextPage) status.current?.focus();
  }, [loadedMore, hasNextPage, isFetchingNextPage]);
  if (!hasNextPage && !loadedMore && shown <= ADMIN_PAGE_SIZE) return null;
  const loadMore = () => {
    setLoadedMore(true);
    void query.fetchNextPage();
  };
  return (
    <div className="mt-4 flex flex-col items-center gap-3 text-center">
      <p ref={status} tabIndex={-1} role="status" className="text-sm text-slate-600 outline-none">
        {hasNextPage
          ? m.dashboard_load_more_showing({ count, noun })
          : m.dashboard_load_more_all_shown({ count, noun })}
      </p>
      {isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {m.dashboard_load_more_failed({ noun })}
        </p>
      )}
      {hasNextPage && (
        <>
          <NeedsConnectionNote
            id={connection.noteId}
            action={m.dashboard_load_more_action({ noun })}
          />
          <Button
            variant="outline"
            onClick={loadMore}
            disabled={isFetchingNextPage || connection.offline}
            aria-describedby={connection.describedBy}
          >
            {isFetchingNextPage && (
              <LoaderCircle
                className="animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            )}
            {isFetchingNextPage
              ? m.app_loading()
              : isFetchNextPageError
                ? m.dashboard_try_again()
                : m.dashboard_load_more()}
          </Button>
        </>
      )}
    </div>
  );
}
