import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { RowDialog, useDialogState } from '#pwa/components/feedback/dialog-state.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#pwa/components/ui/dialog.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { ResponsiveList, ROWS_PER_TURN } from './responsive-list.tsx';

type Person = { id: string; name: string };
const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({ id: `p${index}`, name: `Person ${index}` }));

/** A screen `width` px wide, as matchMedia answers the list's query; `resize` moves it. */
function screenOf(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const narrowerThan = (query: string) => {
    const rem = /min-width: ([\d.]+)rem/.exec(query);
    if (!rem || !query.startsWith('not all and')) throw new Error(`unexpected query ${query}`);
    return current < Number(rem[1]) * 16;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return narrowerThan(query);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(next: number) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/** requestIdleCallback held back: `idle()` runs what waits for the next idle moment. */
function holdIdleCallbacks() {
  const waiting = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    waiting.set(++next, callback);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    pending: () => waiting.size,
    idle() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      act(() => callbacks.forEach((callback) => callback()));
    },
  };
}

const renderCalls = { row: 0, card: 0 };

function List({ items }: { items: Person[] }) {
  return (
    <ResponsiveList
      items={items}
      itemKey={(person) => person.id}
      columns={[{ header: 'Name' }]}
      row={(person) => {
        renderCalls.row++;
        return <TableCell>{person.name}</TableCell>;
      }}
      card={(person) => {
        renderCalls.card++;
        return <p>{person.name}</p>;
      }}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  renderCalls.row = 0;
  renderCalls.card = 0;
});

describe('ResponsiveList', () => {
  it('renders only the table on a wide screen and only the cards on a narrow one, following a resize', () => {
    const screenSize = screenOf(1350);
    holdIdleCallbacks();
    render(<List items={people(3)} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(renderCalls.card).toBe(0);

    screenSize.resize(412);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Person 2')).toBeInTheDocument();

    screenSize.resize(1280);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders a screenful of rows first and the rest in turns, one each time the browser is idle', () => {
    screenOf(412);
    const browser = holdIdleCallbacks();
    const total = ROWS_PER_TURN * 2 + 3;
    render(<List items={people(total)} />);
    const cards = () => screen.getAllByRole('listitem').length;
    expect(cards()).toBe(ROWS_PER_TURN);
    expect(renderCalls.card).toBe(ROWS_PER_TURN);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');

    browser.idle();
    expect(cards()).toBe(ROWS_PER_TURN * 2);
    browser.idle();
    expect(cards()).toBe(total);
    // In the list's order, each once; nothing more to wait for.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      people(total).map((person) => person.name),
    );
    expect(browser.pending()).toBe(0);
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
  });

  it('asks for no idle moment when the first turn holds every row', () => {
    screenOf(1350);
    const browser = holdIdleCallbacks();
    render(<List items={people(ROWS_PER_TURN)} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(ROWS_PER_TURN + 1);
    expect(browser.pending()).toBe(0);
  });

  it("keeps a row's dialog open, with what was typed in it, when the list changes layout", async () => {
    const screenSize = screenOf(412);
    holdIdleCallbacks();
    const user = userEvent.setup();
    render(<ListWithDialogs items={people(3)} />);
    await user.click(screen.getByRole('button', { name: 'Note on Person 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Late on Mondays');

    screenSize.resize(1280);
    // The open dialog hides the rest of the page from assistive technology.
    expect(screen.getByRole('table', { hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Person 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Late on Mondays');

    screenSize.resize(412);
    expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Person 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Late on Mondays');

    // Closed, it stays closed across a change; another row's dialog opens on its own.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    screenSize.resize(1280);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Note on Person 2' }));
    expect(screen.getByRole('dialog', { name: 'Person 2' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it("closes a row's dialog its row no longer renders (a cancelled session loses its button)", async () => {
    screenOf(1280);
    holdIdleCallbacks();
    const user = userEvent.setup();
    const { rerender } = render(<ListWithDialogs items={people(3)} />);
    await user.click(screen.getByRole('button', { name: 'Note on Person 1' }));
    rerender(<ListWithDialogs items={people(3)} withoutButton="p1" />);
    expect(screen.getByRole('dialog', { name: 'Person 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("drops a row's dialog when the row leaves the list", async () => {
    screenOf(1280);
    holdIdleCallbacks();
    const user = userEvent.setup();
    const { rerender } = render(<ListWithDialogs items={people(3)} />);
    await user.click(screen.getByRole('button', { name: 'Note on Person 1' }));
    expect(screen.getByRole('dialog', { name: 'Person 1' })).toBeInTheDocument();
    rerender(<ListWithDialogs items={people(3).filter((person) => person.id !== 'p1')} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** A row's button opening its dialog with a field, as the dashboards' rows do. */
function NoteButton({ person }: { person: Person }) {
  const dialog = useDialogState('note');
  return (
    <>
      <button type="button" onClick={() => dialog.setOpen(true)}>
        Note on {person.name}
      </button>
      <RowDialog dialog={dialog}>
        <Dialog open={dialog.open} onOpenChange={dialog.setOpen}>
          <DialogContent>
            <DialogTitle>{person.name}</DialogTitle>
            <DialogDescription>A note</DialogDescription>
            <label>
              Note
              <textarea />
            </label>
            <button type="button" onClick={() => dialog.setOpen(false)}>
              Done
            </button>
          </DialogContent>
        </Dialog>
      </RowDialog>
    </>
  );
}

function ListWithDialogs({ items, withoutButton }: { items: Person[]; withoutButton?: string }) {
  const note = (person: Person) => person.id !== withoutButton && <NoteButton person={person} />;
  return (
    <ResponsiveList
      items={items}
      itemKey={(person) => person.id}
      columns={[{ header: 'Name' }, { header: 'Note' }]}
      row={(person) => (
        <>
          <TableCell>{person.name}</TableCell>
          <TableCell>{note(person)}</TableCell>
        </>
      )}
      card={(person) => (
        <>
          <p>{person.name}</p>
          {note(person)}
        </>
      )}
    />
  );
}
