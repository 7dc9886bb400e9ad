import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogState } from './dialog-state.ts';

describe('useDialogState', () => {
  it('is not mounted until first opened, then stays mounted while closed (its closing animation)', () => {
    const { result } = renderHook(() => useDialogState());
    expect(result.current).toMatchObject({ open: false, mounted: false });
    act(() => result.current.setOpen(false));
    expect(result.current).toMatchObject({ open: false, mounted: false });

    act(() => result.current.setOpen(true));
    expect(result.current).toMatchObject({ open: true, mounted: true });
    act(() => result.current.setOpen(false));
    expect(result.current).toMatchObject({ open: false, mounted: true });
  });
});
