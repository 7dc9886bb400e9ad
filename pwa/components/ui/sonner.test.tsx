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
