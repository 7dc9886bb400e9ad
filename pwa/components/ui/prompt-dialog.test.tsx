import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { PromptDialog } from './prompt-dialog.tsx';

function Harness() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Select
        </button>
      </main>
      <PromptDialog
        open={open}
        onOpenChange={setOpen}
        title="You Need to Login to Select Class"
        description="Log in or create a free account."
        actions={(close) => (
          <>
            <button type="button" onClick={close}>
              Not now
            </button>
            <button type="button">Go to login</button>
          </>
        )}
      />
    </>
  );
}

async function openPrompt() {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Select' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'You Need to Login to Select Class' });
  return { user, opener, dialog };
}

describe('PromptDialog', () => {
  it('is a modal dialog with its title and sentence, the focus on its first control', async () => {
    const { dialog } = await openPrompt();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Log in or create a free account.');
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
  });

  it('hides the rest of the page from screen readers while open, and shows it again after', async () => {
    const { user, opener } = await openPrompt();
    // The page behind is out of the accessibility tree: its Select is not found by role.
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Select' })).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside, wrapping around its controls', async () => {
    const { user } = await openPrompt();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to login' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'Not now',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByText('Not now')),
    ],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByText('Close')),
    ],
    [
      'a click beside it',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(document.querySelector('[data-slot="dialog-overlay"]')!),
    ],
  ])('closes on %s and gives the focus back to what opened it', async (_how, act) => {
    const { user, opener } = await openPrompt();
    await act(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  // Radix's modal set `pointer-events: none` and a custom property (its scroll lock's
  // stylesheet, through body[data-scroll-locked]) on <body>: both inherited, so the browser
  // recomputed every element's style when it opened, most of a tap's time on a slow phone.
  it('changes nothing an element inherits: no pointer-events, no stylesheet, no attribute on <body>', async () => {
    const sheets = document.querySelectorAll('style').length;
    await openPrompt();
    expect(document.body.style.pointerEvents).toBe('');
    expect(document.body.getAttributeNames()).toEqual(['style']);
    expect(document.querySelectorAll('style')).toHaveLength(sheets);
    // Only body's own overflow (not inherited) keeps the page from scrolling behind it.
    expect(document.body.getAttribute('style')).toBe('overflow: hidden;');
  });
});
