import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { NotSavedState } from '#pwa/components/feedback/not-saved-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { isNotSavedHere } from '#pwa/lib/storage/not-saved.ts';

type SkeletonListProps = {
  /** The accessible name of the busy region, e.g. 'Loading classes'. */
  label: string;
  count: number;
  /** The height class of each placeholder, e.g. 'h-20'. */
  height: string;
  className?: string;
};

/** A busy region of full-width card placeholders, for a list that is loading. */
export function SkeletonList({
  label,
  count,
  height,
  className = 'grid gap-3',
}: SkeletonListProps) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={`${height} w-full rounded-card`} />
      ))}
    </div>
  );
}

type QueryStatesProps<TData extends readonly unknown[], TError> = {
  /** A list, or a paged list (pwa/lib/api/paged-list.ts: its data is the rows loaded so far). */
  query: UseQueryResult<TData, TError> | UseInfiniteQueryResult<TData, TError>;
  /** What stands while the first load is pending, e.g. a SkeletonList. */
  loading: React.ReactNode;
  /** The ErrorState's message; its Retry refetches the query. */
  errorMessage: string;
  /** The EmptyState shown when the query answers an empty list. */
  empty: React.ComponentProps<typeof EmptyState>;
  children: (data: TData) => React.ReactNode;
};

/** A list query's loading, error and empty states; renders children with the data otherwise. */
export function QueryStates<TData extends readonly unknown[], TError>({
  query,
  loading,
  errorMessage,
  empty,
  children,
}: QueryStatesProps<TData, TError>) {
  // Offline with nothing saved, the first load would never end.
  if (query.isPending) return isNotSavedHere(query) ? <NotSavedState /> : loading;
  // Only a list with nothing to show is an error. A refresh that failed keeps the rows on screen
  // (the connection's note says the server is not answering), be they this visit's or the saved
  // copy's put back by the offline cache while the fetch retried; so does a later page that
  // failed, which the list's LoadMore says.
  if (query.isError && query.data === undefined) {
    return (
      <ErrorState
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.data === undefined) return loading;
  if (query.data.length === 0) return <EmptyState {...empty} />;
  return children(query.data);
}
