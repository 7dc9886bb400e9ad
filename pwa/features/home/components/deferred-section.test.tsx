import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PopularClass } from '#shared/schemas/class.ts';
import { DeferredSection } from '#pwa/components/layout/deferred-section.tsx';
import { PopularClasses } from './popular-classes.tsx';
import { PopularClassesPlaceholder } from './popular-classes-skeleton.tsx';

const POPULAR: PopularClass[] = [
  {
    _id: 'c1',
    Name: 'Football Fundamentals',
    IName: 'Carlos Mendes',
    photo: '/images/classes/football.svg',
    enrolled: 112,
    price: 49.99,
  },
];

/** An IntersectionObserver the test drives: `enterView()` reports the observed element as visible. */
function controllableObserver() {
  let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return { enterView: () => act(() => report?.([{ isIntersecting: true }])) };
}

function renderPopularClasses(queryClient: QueryClient) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DeferredSection placeholder={<PopularClassesPlaceholder />}>
          <PopularClasses />
        </DeferredSection>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Popular classes on the home page', () => {
  it('fetches nothing until the section first comes into view, then fetches once', async () => {
    const fetch = vi.fn(async () => Response.json(POPULAR));
    vi.stubGlobal('fetch', fetch);
    const { enterView } = controllableObserver();
    const queryClient = new QueryClient();
    const { rerender } = render(renderPopularClasses(queryClient));

    expect(screen.getByLabelText('Loading popular classes')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    enterView();
    expect(await screen.findByText('Football Fundamentals')).toBeInTheDocument();
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    rerender(renderPopularClasses(queryClient));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [Request])[0].url).toBe(
      'http://localhost:3000/api/popularClass',
    );
  });

  it('offers a Retry when the list cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
    );
    const { enterView } = controllableObserver();
    render(
      renderPopularClasses(new QueryClient({ defaultOptions: { queries: { retry: false } } })),
    );
    enterView();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
