import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
