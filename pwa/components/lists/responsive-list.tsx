import * as React from 'react';
import {
  createRowDialogs,
  RowDialogsContext,
  type RowDialogs,
} from '#pwa/components/feedback/dialog-state.ts';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '#pwa/components/ui/table.tsx';
import { useNarrowScreen } from '#pwa/components/layout/narrow-screen.ts';
import { Thumbnail } from '#pwa/components/ui/thumbnail.tsx';
import { whenIdle } from '#pwa/lib/timing/idle.ts';
import { cn } from '#pwa/lib/styling/utils.ts';

export type ListColumn = {
  header: React.ReactNode;
  /** Classes of the heading cell, e.g. 'text-right' over numbers. */
  className?: string;
};

/**
 * Where the table takes over from the cards. 'xl' for the dashboard's wide tables: below 1280 px
 * its sidebar leaves them too little room. 'md' for tables of a few short columns.
 */
type TableFrom = 'md' | 'xl';

/** Rows in the list's first render, and in each later turn. */
export const ROWS_PER_TURN = 8;

/**
 * A turn waits for an idle moment at most this long: a page that is never idle (a background
 * tab, a busy phone) still gets its whole list soon, not after a long wait per turn.
 */
const TURN_WAIT_MS = 100;

/**
 * How many of `total` rows to render: a screenful at first, then ROWS_PER_TURN more each time
 * the browser is idle, until all are there (a dashboard's whole list, each row with its buttons,
 * was one long task on a slow phone; in turns, no task is long and the first rows show sooner).
 * Each turn is a transition, so a tap goes first.
 */
function useRowsInTurns(total: number): number {
  const [count, setCount] = React.useState(ROWS_PER_TURN);
  React.useEffect(() => {
    if (count >= total) return;
    return whenIdle(
      () => React.startTransition(() => setCount(count + ROWS_PER_TURN)),
      TURN_WAIT_MS,
    );
  }, [count, total]);
  return Math.min(count, total);
}

type ResponsiveListProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  columns: readonly ListColumn[];
  /** One item's table cells (TableCell elements, one per column); the row is made here. */
  row: (item: T, index: number) => React.ReactNode;
  /** The same item as a card for narrower screens, with the same facts and actions. */
  card: (item: T, index: number) => React.ReactNode;
  tableFrom?: TableFrom;
  /** Classes of the table, e.g. tighter cells where many columns share the width. */
  tableClassName?: string;
};

/**
 * A dashboard list as product.md §9 wants it: a table on wide screens, stacked cards below; only
 * the one
 * the screen shows is rendered (both, hidden by CSS, doubled the work of every list). A card
 * wraps a long unbroken word (a 40-letter name or e-mail) rather than grow past the screen; in
 * the table, the cells of free text are `<TableCell breakWords>` (not every cell: prices and
 * buttons keep whole). Long lists arrive in turns (useRowsInTurns). A row's dialogs are the
 * list's (createRowDialogs): open, and with what was typed in them, across a change of layout.
 */
export function ResponsiveList<T>({
  items,
  itemKey,
  columns,
  row,
  card,
  tableFrom = 'xl',
  tableClassName,
}: ResponsiveListProps<T>) {
  const narrow = useNarrowScreen(tableFrom);
  const [dialogs] = React.useState(createRowDialogs);
  const shown = items.slice(0, useRowsInTurns(items.length));
  // Busy while rows are still to come: assistive technology (and a test) waits for the whole list.
  const busy = shown.length < items.length || undefined;
  const inRow = (item: T, content: React.ReactNode) => (
    <RowDialogsContext value={{ dialogs, rowKey: itemKey(item) }}>{content}</RowDialogsContext>
  );
  const dialogsOfRows = (
    <ListDialogs dialogs={dialogs} rowKeys={new Set(items.map((item) => itemKey(item)))} />
  );
  if (narrow) {
    return (
      <>
        <ul className="grid gap-3 sm:grid-cols-2" aria-busy={busy}>
          {shown.map((item, index) => (
            <li
              key={itemKey(item)}
              className="flex min-w-0 flex-col rounded-card border border-border bg-white p-4 wrap-anywhere shadow-sm"
            >
              {inRow(item, card(item, index))}
            </li>
          ))}
        </ul>
        {dialogsOfRows}
      </>
    );
  }
  return (
    <>
      <Table className={tableClassName} aria-busy={busy}>
        <TableHeader>
          <TableRow>
            {columns.map((column, index) => (
              <TableHead key={index} className={column.className}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((item, index) => (
            <TableRow key={itemKey(item)}>{inRow(item, row(item, index))}</TableRow>
          ))}
        </TableBody>
      </Table>
      {dialogsOfRows}
    </>
  );
}

/**
 * The rows' dialogs, each opened at least once, in one place whichever layout shows; a dialog of a
 * row no longer in the list goes with it.
 */
function ListDialogs({ dialogs, rowKeys }: { dialogs: RowDialogs; rowKeys: ReadonlySet<string> }) {
  const entries = React.useSyncExternalStore(dialogs.subscribe, dialogs.entries, dialogs.entries);
  return [...entries].map(([key, entry]) => {
    if (!entry.mounted || !rowKeys.has(entry.rowKey) || !React.isValidElement(entry.dialog)) {
      return null;
    }
    // Open as the state says now: the row that made the element may be gone (a session just
    // cancelled loses its Cancel button), and its last element would keep the dialog open.
    const dialog = entry.dialog as React.ReactElement<{ open?: boolean }>;
    return (
      <React.Fragment key={key}>{React.cloneElement(dialog, { open: entry.open })}</React.Fragment>
    );
  });
}

type CardHeadingProps = {
  photo: string;
  title: string;
  subtitle: string;
  /** The heading as shown, when it is more than the title (a link to the item's page). */
  heading?: React.ReactNode;
  /** A line of facts under the subtitle, e.g. the price. */
  children?: React.ReactNode;
  className?: string;
};

/**
 * The top of a list card: the item's photo beside its name and a second line (a class's
 * instructor).
 */
export function CardHeading({
  photo,
  title,
  subtitle,
  heading,
  children,
  className,
}: CardHeadingProps) {
  return (
    <div className={cn('flex gap-3', className)}>
      <Thumbnail src={photo} alt={title} className="h-20 w-24 rounded-lg" />
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-bold text-slate-900">{heading ?? title}</h2>
        <p className="text-sm text-slate-600">{subtitle}</p>
        {children}
      </div>
    </div>
  );
}
