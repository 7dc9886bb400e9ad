import * as React from 'react';

/** A dialog: open or not, and whether it has been opened yet. */
export type DialogState = {
  open: boolean;
  mounted: boolean;
  setOpen: (open: boolean) => void;
  /** Its place among the dialogs of a list's rows; null outside a list. */
  key: string | null;
};

type Opened = { open: boolean; mounted: boolean };
type Entry = Opened & { rowKey: string; dialog: React.ReactNode };

const CLOSED: Opened = { open: false, mounted: false };

/**
 * The dialogs of one list's rows, kept above the list's layout switch. A turned phone or a
 * resized window swaps a list's cards for a table (ResponsiveList): every row is made anew, and a
 * dialog made inside a row would close and lose what was typed in it. So a row's dialog says
 * whether it is open here, keyed by the row's key and the dialog's name, and the list renders it
 * once, outside the table and the cards, where it stays the same element across the switch.
 */
export function createRowDialogs() {
  let entries: ReadonlyMap<string, Entry> = new Map();
  // Open and mounted apart from the dialog's element: a row re-renders when they change only.
  let opened: ReadonlyMap<string, Opened> = new Map();
  const listeners = new Set<() => void>();
  const update = (key: string, rowKey: string, change: Partial<Entry>) => {
    const before = entries.get(key) ?? { rowKey, ...CLOSED, dialog: null };
    const after = { ...before, ...change };
    const { open, mounted, dialog } = after;
    if (before.open === open && before.mounted === mounted && before.dialog === dialog) return;
    entries = new Map(entries).set(key, after);
    if (before.open !== open || before.mounted !== mounted) {
      opened = new Map(opened).set(key, { open, mounted });
    }
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    entries: () => entries,
    state: (key: string) => opened.get(key) ?? CLOSED,
    setOpen: (key: string, rowKey: string, open: boolean) =>
      update(key, rowKey, open ? { open, mounted: true } : { open }),
    /** The dialog as the row made it at its last render (its props follow the row's data). */
    show: (key: string, rowKey: string, dialog: React.ReactNode) => update(key, rowKey, { dialog }),
  };
}

export type RowDialogs = ReturnType<typeof createRowDialogs>;

/** The list's dialogs and the row being rendered; provided by ResponsiveList around each row. */
export const RowDialogsContext = React.createContext<{
  dialogs: RowDialogs;
  rowKey: string;
} | null>(null);

const subscribeToNothing = () => () => {};

/**
 * A dialog's state: render it `<RowDialog dialog={state}>…</RowDialog>`. A closed dialog costs
 * nothing until its first opening (a table of 50 rows rendered 100 closed dialogs, each with its
 * hooks and, for feedback, a form, in the page's first long task), and it stays mounted after,
 * so its closing animation plays. Inside a list's row the state is the list's, under `name` (one
 * per dialog of the row), so it outlives the row when the list changes layout.
 */
export function useDialogState(name = 'dialog'): DialogState {
  const row = React.useContext(RowDialogsContext);
  const key = row ? `${row.rowKey}\n${name}` : null;
  const [local, setLocal] = React.useState<Opened>(CLOSED);
  const listed = React.useSyncExternalStore(
    row?.dialogs.subscribe ?? subscribeToNothing,
    () => (row && key ? row.dialogs.state(key) : CLOSED),
    () => CLOSED,
  );
  const dialogs = row?.dialogs;
  const rowKey = row?.rowKey;
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (dialogs && key && rowKey !== undefined) dialogs.setOpen(key, rowKey, next);
      else setLocal((state) => ({ open: next, mounted: state.mounted || next }));
    },
    [dialogs, key, rowKey],
  );
  const { open, mounted } = row ? listed : local;
  return { open, mounted, setOpen, key };
}

/**
 * Where a dialog is written: in place outside a list; inside a list's row, handed to the list,
 * which renders it beside its table or cards (createRowDialogs says why). Its child is the one
 * dialog element, with an `open` prop: the list sets it from the state, so the dialog closes even
 * when its row no longer renders it.
 */
export function RowDialog({
  dialog,
  children,
}: {
  dialog: DialogState;
  children: React.ReactNode;
}) {
  const row = React.useContext(RowDialogsContext);
  React.useLayoutEffect(() => {
    if (row && dialog.key && dialog.mounted) row.dialogs.show(dialog.key, row.rowKey, children);
  });
  if (!dialog.mounted || row) return null;
  return children;
}
