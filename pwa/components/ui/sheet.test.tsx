import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTitle,
  AlertDialogDescription,
} from './alert-dialog.tsx';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from './sheet.tsx';

function Harness({ onCloseAutoFocus }: { onCloseAutoFocus?: () => void }) {
  const [warning, setWarning] = React.useState(false);
  return (
    <>
      <main>
        <Sheet>
          <SheetTrigger>
            <button type="button">Filters</button>
          </SheetTrigger>
          <SheetContent onCloseAutoFocus={onCloseAutoFocus}>
            <SheetTitle>Filter classes</SheetTitle>
            <SheetDescription>Sport, level and branch</SheetDescription>
            <button type="button" onClick={() => setWarning(true)}>
              Logout
            </button>
            <SheetClose>
              <button type="button">Show results</button>
            </SheetClose>
            <AlertDialog open={warning} onOpenChange={setWarning}>
              <AlertDialogContent>
                <AlertDialogTitle>Sign out with changes waiting?</AlertDialogTitle>
                <AlertDialogDescription>
                  One change has not reached the server.
                </AlertDialogDescription>
                <AlertDialogCancel>Stay signed in</AlertDialogCancel>
              </AlertDialogContent>
            </AlertDialog>
          </SheetContent>
        </Sheet>
        <button type="button">Elsewhere</button>
      </main>
    </>
  );
}

async function openSheet(props: React.ComponentProps<typeof Harness> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const trigger = screen.getByRole('button', { name: 'Filters' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  const sheet = screen.getByRole('dialog', { name: 'Filter classes' });
  return { user, trigger, sheet };
}

describe('Sheet', () => {
  it('opens as a modal named by its title, the focus on its first control', async () => {
    const { trigger, sheet } = await openSheet();
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveAccessibleDescription('Sport, level and branch');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('button', { name: 'Logout' })).toHaveFocus();
    // The page behind is out of the accessibility tree.
    expect(screen.queryByRole('button', { name: 'Elsewhere' })).toBeNull();
  });

  // jsdom lays nothing out: every element's getClientRects() is empty, as for one not shown.
  function showTrigger(shown: boolean) {
    const rects = shown ? [new DOMRect(0, 0, 44, 44)] : [];
    return vi
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue(rects as unknown as DOMRectList);
  }

  /** The Filters sheet with `fields` under its title. */
  function renderFiltersSheet(fields: React.ReactNode) {
    render(
      <Sheet>
        <SheetTrigger>
          <button type="button">Filters</button>
        </SheetTrigger>
        <SheetContent>
          <SheetTitle>Filter classes</SheetTitle>
          {fields}
        </SheetContent>
      </Sheet>,
    );
  }

  function renderCountedSheet() {
    const renders = { count: 0 };
    function Fields() {
      renders.count += 1;
      return <p>Sport and level</p>;
    }
    renderFiltersSheet(<Fields />);
    return renders;
  }

  it('is rendered ahead, hidden, where its trigger shows: opening it renders nothing again', async () => {
    const shown = showTrigger(true);
    try {
      const user = userEvent.setup();
      const renders = renderCountedSheet();
      await waitFor(() => expect(renders.count).toBe(1));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('Sport and level')).not.toBeVisible();
      // Nothing of a modal while hidden: the page is neither hidden from screen readers nor still.
      expect(document.body.style.overflow).toBe('');
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      expect(screen.getByRole('dialog', { name: 'Filter classes' })).toBeVisible();
      expect(renders.count).toBe(1);
      await user.keyboard('{Escape}');
      expect(screen.getByText('Sport and level')).not.toBeVisible();
      expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    } finally {
      shown.mockRestore();
    }
  });

  it('is not rendered where its trigger does not show (a wide screen has the sidebar)', async () => {
    const user = userEvent.setup();
    const renders = renderCountedSheet();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(renders.count).toBe(0);
    expect(screen.queryByText('Sport and level')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filter classes' })).toBeVisible();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its close button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByText('Close menu')),
    ],
    [
      'a SheetClose',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByText('Show results')),
    ],
    [
      'a tap on the dimmed page',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(document.querySelector('[data-slot="sheet-overlay"]')!),
    ],
  ])('closes on %s and gives the focus back to its trigger', async (_how, act) => {
    const { user, trigger } = await openSheet();
    await act(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it("hides at once on close, in the tap's own commit, and is taken down after its paint", async () => {
    const takenDown = vi.fn();
    function Watched() {
      React.useEffect(() => takenDown, []);
      return null;
    }
    const shown = showTrigger(true);
    const user = userEvent.setup();
    renderFiltersSheet(<Watched />);
    await waitFor(() => expect(document.querySelector('[data-slot="sheet"]')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const layer = document.querySelector<HTMLElement>('[data-slot="sheet"]')!;
    expect(layer).toBeVisible();
    // Outside act() (testing-library's events are inside it), as a browser runs it: React does
    // the tap's own update in a microtask after the event, and the rest in tasks of its own.
    // The browser's next frame is held until the test paints it.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const frames: FrameRequestCallback[] = [];
    const frame = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      screen.getByRole('button', { name: 'Close menu' }).click();
      await new Promise<void>((done) => queueMicrotask(done));
      expect(layer).not.toBeVisible();
      // The page is read again and has the focus back...
      expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
      // ...and the modal's teardown (its effects, the page's scrolling) waits for the paint, not
      // only for React's next task (which can come before the paint).
      for (let task = 0; task < 5; task += 1) await new Promise((done) => setTimeout(done));
      expect(takenDown).not.toHaveBeenCalled();
      expect(document.body.style.overflow).toBe('hidden');
      for (const callback of frames.splice(0)) callback(performance.now());
      await waitFor(() => expect(takenDown).toHaveBeenCalledOnce());
      expect(document.body.style.overflow).toBe('');
    } finally {
      frame.mockRestore();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
      shown.mockRestore();
    }
  });

  it('keeps the focus and its trap when its owner keeps it open', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <Sheet open onOpenChange={() => {}}>
          <SheetContent>
            <SheetTitle>Sending your changes</SheetTitle>
            <button type="button">Keep waiting</button>
          </SheetContent>
        </Sheet>
        <button type="button">Elsewhere</button>
      </main>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Sending your changes' });
    const keep = within(sheet).getByRole('button', { name: 'Keep waiting' });
    expect(keep).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(sheet).toBeVisible();
    await waitFor(() => expect(keep).toHaveFocus());
    // The trap still holds: a focus moved outside comes back.
    document.querySelector<HTMLButtonElement>('main > button')!.focus();
    expect(keep).toHaveFocus();
  });

  it('runs onCloseAutoFocus once the focus is back, to move it elsewhere', async () => {
    const elsewhere = vi.fn(() => screen.getByText('Elsewhere').focus());
    const { user } = await openSheet({ onCloseAutoFocus: elsewhere });
    await user.keyboard('{Escape}');
    expect(elsewhere).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  // Radix's modal set `pointer-events: none` on <body>, inherited: every element's style was
  // computed again as it opened and as it closed.
  it('changes nothing an element inherits: only body’s own overflow', async () => {
    await openSheet();
    expect(document.body.style.pointerEvents).toBe('');
    expect(document.body.getAttribute('style')).toBe('overflow: hidden;');
  });

  it('leaves a dialog opened from inside it alone: its focus, and its Escape closes only it', async () => {
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: 'Logout' }));
    const warning = await screen.findByRole('alertdialog');
    expect(within(warning).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Filter classes' })).toBeInTheDocument();
  });
});
