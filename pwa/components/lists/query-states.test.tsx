import { useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithQueries } from '#pwa/test/queries.tsx';
import { QueryStates } from './query-states.tsx';

afterEach(cleanup);

const KEY = ['names'];

/** A list whose every fetch fails, as with the API down: what it shows is what the cache holds. */
function FailingList() {
  const query = useQuery<string[]>({
    queryKey: KEY,
    queryFn: () => Promise.reject(new Error('connection refused')),
    retry: false,
    staleTime: 0,
  });
  return (
    <QueryStates
      query={query}
      loading={<p>Loading</p>}
      errorMessage="Could not load the names."
      empty={{ title: 'No names' }}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

describe('QueryStates', () => {
  it('says the list failed when it has nothing to show', async () => {
    renderWithQueries(<FailingList />);
    expect(await screen.findByText('Could not load the names.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('keeps the rows it has when a refresh fails', async () => {
    const queryClient = createTestQueryClient([[KEY, ['Asha', 'Rafi']]]);
    renderWithQueries(<FailingList />, queryClient);
    // The refetch on mount fails: the query is in error, with its rows.
    await expect.poll(() => queryClient.getQueryState(KEY)?.status).toBe('error');
    expect(screen.getByText('Asha')).toBeTruthy();
    expect(screen.getByText('Rafi')).toBeTruthy();
    expect(screen.queryByText('Could not load the names.')).toBeNull();
  });
});
