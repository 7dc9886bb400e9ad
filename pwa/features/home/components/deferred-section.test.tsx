import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PopularClass } from '#shared/schemas/class.ts';
import { DeferredSection } from '#pwa/components/layout/deferred-section.tsx';
import { renderWithQueries } from '#pwa/test/queries.tsx';
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

/** The home page's section, a new element each call. */
const popularClasses = () => (
  <MemoryRouter>
    <DeferredSection placeholder={<PopularClassesPlaceholder />}>
      <PopularClasses />
    </DeferredSection>
  </MemoryRouter>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Popular classes on the home page', () => {
  it('fetches nothing until the section first comes into view, then fetches once', async () => {
    const fetch = vi.fn(async () => Response.json(POPULAR));
    vi.stubGlobal('fetch', fetch);
    const { enterView } = controllableObserver();
    const { rerender } = renderWithQueries(popularClasses());

    expect(screen.getByLabelText('Loading popular classes')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    enterView();
    expect(await screen.findByText('Football Fundamentals')).toBeInTheDocument();
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    rerender(popularClasses());
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
    renderWithQueries(popularClasses());
    enterView();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
