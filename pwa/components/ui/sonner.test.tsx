import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './sonner.tsx';

afterEach(() => vi.restoreAllMocks());

describe('Toaster', () => {
  it("mounts without reading the page's computed style (a whole-page style recalculation)", async () => {
    const getComputedStyle = vi.spyOn(window, 'getComputedStyle');
    render(<Toaster />);
    // Not a role query: Testing Library reads computed styles to tell what is hidden.
    await waitFor(() => expect(document.querySelector('section[aria-live]')).not.toBeNull());
    expect(
      getComputedStyle.mock.calls.filter(([element]) => element === document.documentElement),
    ).toEqual([]);
  });
});

describe('Toaster whose library cannot be fetched', () => {
  afterEach(() => {
    vi.doUnmock('./sonner-toaster.tsx');
    vi.resetModules();
  });

  it('leaves the page standing and comes up when the connection is back', async () => {
    // As a first visit going offline before the service worker cached the host's code.
    vi.resetModules();
    vi.doMock('./sonner-toaster.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { Toaster: OfflineToaster } = await import('./sonner.tsx');
    const { getByText } = render(
      <>
        <p>The page</p>
        <OfflineToaster />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(getByText('The page')).toBeTruthy();
    expect(document.querySelector('section[aria-live]')).toBeNull();

    vi.doUnmock('./sonner-toaster.tsx');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(document.querySelector('section[aria-live]')).not.toBeNull());
    expect(getByText('The page')).toBeTruthy();
  });
});
