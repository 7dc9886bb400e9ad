import * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';
import { whenIdle } from '#pwa/lib/timing/idle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { Slot } from './button.tsx';
import { ModalCloseContext, ModalLayer } from './modal.tsx';

// A side panel for the phone menus and the catalogue's filters: a modal of our own (modal.tsx),
// not Radix's Dialog, whose opening and closing re-styled every element of the page, the largest
// part of the phone menu's and the Filters' taps on a slow phone (decision 053).

type SheetState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Its SheetTrigger's element, if it has one: rendered ahead only where that shows. */
  trigger: React.RefObject<HTMLElement | null>;
};

const SheetContext = React.createContext<SheetState | null>(null);

function useSheet(part: string): SheetState {
  const sheet = React.useContext(SheetContext);
  if (!sheet) throw new Error(`<${part}> must be inside <Sheet>`);
  return sheet;
}

type SheetProps = {
  /** Controlled: whether it is open (with onOpenChange). Without it the sheet keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: React.ReactNode;
};

/** The sheet's state, shared by its trigger, its content and its close buttons. */
export function Sheet({ open: controlled, onOpenChange, children }: SheetProps) {
  const [own, setOwn] = React.useState(false);
  const open = controlled ?? own;
  const setOpen = React.useCallback(
    (next: boolean) => {
      setOwn(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const trigger = React.useRef<HTMLElement>(null);
  const state = React.useMemo(() => ({ open, setOpen, trigger }), [open, setOpen]);
  return <SheetContext value={state}>{children}</SheetContext>;
}

/** Its child (a Button) opens the sheet; the child's own onClick runs first. */
export function SheetTrigger({ children }: { children: React.ReactElement }) {
  const { open, setOpen, trigger } = useSheet('SheetTrigger');
  return (
    <Slot
      ref={trigger as React.RefObject<HTMLButtonElement | null>}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={(event) => {
        if (!event.defaultPrevented) setOpen(true);
      }}
    >
      {children}
    </Slot>
  );
}

/** Its child (a Button) closes the sheet; the child's own onClick runs first. */
export function SheetClose({ children }: { children: React.ReactElement }) {
  const { setOpen } = useSheet('SheetClose');
  const closeModal = React.use(ModalCloseContext);
  return (
    <Slot
      onClick={(event) => {
        if (!event.defaultPrevented) (closeModal ?? (() => setOpen(false)))();
      }}
    >
      {children}
    </Slot>
  );
}

type SheetContentProps = React.ComponentProps<'div'> & {
  side?: 'left' | 'right';
  /** Runs once it has closed and the focus has gone back (to move the focus elsewhere). */
  onCloseAutoFocus?: () => void;
};

/**
 * The panel and the dimmed page beside it, on <body>. Escape, a tap on the dimmed page, and its ×
 * close it. Its name is its SheetTitle, its description its SheetDescription, if it has one.
 * At the first idle moment, where it can be opened (its SheetTrigger shows, or the owner opens
 * it), it is rendered ahead, hidden, at React's lowest priority: a tap then shows it instead of
 * rendering it (the Filters' fields, the menu's links), which on a slow phone was most of the
 * tap's wait (decision 053). A wide screen, whose sidebar has the same fields, never has it.
 */
export function SheetContent(props: SheetContentProps) {
  const { open, trigger } = useSheet('SheetContent');
  const [ahead, setAhead] = React.useState(false);
  React.useEffect(
    () =>
      whenIdle(() => {
        if (!trigger.current || trigger.current.getClientRects().length > 0) setAhead(true);
      }),
    [trigger],
  );
  if (!(open || ahead) || typeof document === 'undefined') return null;
  return <SheetLayer open={open} {...props} />;
}

type Names = {
  titleId: string;
  descriptionId: string;
  /** A SheetDescription says it is there: the sheet is then described by it. */
  setDescribed: (described: boolean) => void;
};
const NamesContext = React.createContext<Names | null>(null);

function SheetLayer({
  open,
  className,
  children,
  side = 'right',
  onCloseAutoFocus,
  ...props
}: SheetContentProps & { open: boolean }) {
  const { setOpen } = useSheet('SheetContent');
  const titleId = React.useId();
  const descriptionId = React.useId();
  const [described, setDescribed] = React.useState(false);
  const names = React.useMemo(
    () => ({ titleId, descriptionId, setDescribed }),
    [titleId, descriptionId],
  );
  return (
    <ModalLayer
      slot="sheet"
      open={open}
      onClose={() => setOpen(false)}
      onClosed={onCloseAutoFocus}
      overlay={{
        slot: 'sheet-overlay',
        className: 'fixed inset-0 z-50 animate-fade-in bg-slate-950/55 will-change-[opacity]',
      }}
      titleId={titleId}
      descriptionId={described ? descriptionId : undefined}
      closeButton={{ size: 'sheet', label: m.app_close_menu() }}
      data-slot="sheet-content"
      className={cn(
        'fixed inset-y-0 z-50 flex w-[85%] max-w-xs flex-col gap-4 overflow-y-auto bg-white p-5 shadow-2xl outline-none will-change-transform',
        side === 'right' ? 'right-0 animate-slide-in-right' : 'left-0 animate-slide-in-left',
        className,
      )}
      {...props}
    >
      <NamesContext value={names}>{children}</NamesContext>
    </ModalLayer>
  );
}

function useNames(part: string): Names {
  const names = React.useContext(NamesContext);
  if (!names) throw new Error(`<${part}> must be inside <SheetContent>`);
  return names;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  const { titleId } = useNames('SheetTitle');
  return (
    <h2 id={titleId} className={cn('text-lg font-bold tracking-tight', className)} {...props} />
  );
}

export function SheetDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { descriptionId, setDescribed } = useNames('SheetDescription');
  React.useLayoutEffect(() => {
    setDescribed(true);
    return () => setDescribed(false);
  }, [setDescribed]);
  return (
    <p id={descriptionId} className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
