import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a toast with this text has been on the screen. A success toast goes away after a
 * moment: `expect(await findByText(...)).toBeInTheDocument()` can fail on a busy machine, since
 * Testing Library waits a task before it hands the element back and the toast may be gone by
 * then. Here the check happens while the toast is shown. More than one may be shown: a toast of
 * an earlier step can still be on its way out.
 */
export async function expectToast(text: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
}
