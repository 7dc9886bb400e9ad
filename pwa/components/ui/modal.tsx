import { XIcon } from 'lucide-react';
import * as React from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from '#pwa/lib/timing/after-next-paint.ts';

// What our own modals do while open, without Radix's Dialog (prompt-dialog.tsx, sheet.tsx).
// Opening and closing a modal Radix dialog re-styled the whole page on a slow phone: its guard
// against outside pointers sets `pointer-events: none` on <body> (inherited, so every element's
// style is computed again) and takes it off on close (decision 053). These touch <body>'s own
// children alone: the rest of the page is aria-hidden (screen readers hear only the modal), the
// page does not scroll behind it (body's overflow, not inherited), the focus goes in and is kept
// there, and on close all is as it was and the focus back where it came from. The overlay beside
// it takes the taps meant for the page. A Radix dialog opened from inside (the sign-out warning
// from the phone menu) is a layer of its own on top, and is left alone.

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea, [tabindex]';

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0,
  );
}

/** Is this node in another modal layer, one opened on top of this modal? */
const inLayerOnTop = (node: Node, modal: HTMLElement) =>
  node instanceof Element &&
  !modal.contains(node) &&
  node.closest('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * The modal's keys, for its content's onKeyDown: Escape closes it, and Tab on the last control
 * goes to the first (Shift+Tab on the first, to the last). Keys from a layer on top of it, which
 * reach it through React's tree, are that layer's.
 */
function handleModalKeys(event: React.KeyboardEvent<HTMLElement>, close: () => void) {
  const modal = event.currentTarget;
  if (!(event.target instanceof Node) || !modal.contains(event.target)) return;
  if (event.key === 'Escape') {
    event.stopPropagation();
    close();
    return;
  }
  if (event.key !== 'Tab') return;
  const controls = tabbables(modal);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === modal)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While the modal is shown: the focus inside it (its first control), the rest of the page hidden
 * from screen readers and kept from scrolling; after, all as it was and the focus back.
 * `content` is the modal's element, a child of the portal it was rendered into on <body>. Returns
 * `leave`, which gives the focus back before the modal closes: once hidden, it still holds the
 * focus it had, and React's commit would give that back to it.
 */
function useModal(content: React.RefObject<HTMLElement | null>) {
  const leaveRef = React.useRef(() => {});
  React.useLayoutEffect(() => {
    const modal = content.current;
    if (!modal) return;
    const previous = document.activeElement as HTMLElement | null;
    const portal = modal.parentElement;
    const hidden = [...document.body.children].filter(
      (element) =>
        element !== portal &&
        !element.hasAttribute('aria-hidden') &&
        !element.hasAttribute('aria-live') &&
        element.tagName !== 'SCRIPT',
    );
    const hidePage = () => {
      for (const element of hidden) element.setAttribute('aria-hidden', 'true');
    };
    const showPage = () => {
      for (const element of hidden) element.removeAttribute('aria-hidden');
    };
    hidePage();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (tabbables(modal)[0] ?? modal).focus({ preventScroll: true });
    let leaving = false;
    // A focus that lands outside (a screen reader's, a script's) comes back, unless it went to a
    // layer opened on top, or the modal is closing.
    const pullBack = (event: FocusEvent) => {
      if (
        !leaving &&
        event.target instanceof Node &&
        !modal.contains(event.target) &&
        !inLayerOnTop(event.target, modal)
      )
        (tabbables(modal)[0] ?? modal).focus({ preventScroll: true });
    };
    const focusBack = () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
    let stayed: ReturnType<typeof setTimeout> | undefined;
    leaveRef.current = () => {
      leaving = true;
      // The page is read again at once, the focus back on it; its scrolling comes back with the
      // rest, when the modal is taken down (ModalLayer).
      showPage();
      focusBack();
      // The owner's close commits before the next task; a modal still shown then was kept open
      // by its owner, and keeps the focus and its trap (a closed one is hidden at once, and taken
      // down a little later).
      clearTimeout(stayed);
      stayed = setTimeout(() => {
        if (portal?.hidden) return;
        leaving = false;
        hidePage();
        (tabbables(modal)[0] ?? modal).focus({ preventScroll: true });
      });
    };
    document.addEventListener('focusin', pullBack);
    return () => {
      clearTimeout(stayed);
      leaveRef.current = () => {};
      document.removeEventListener('focusin', pullBack);
      showPage();
      document.body.style.overflow = overflow;
      focusBack();
    };
  }, [content]);
  return React.useCallback(() => leaveRef.current(), []);
}

/**
 * Closes the modal it is in, the focus given back first (a sheet's SheetClose); null outside a
 * modal.
 */
export const ModalCloseContext = React.createContext<(() => void) | null>(null);

/** Where the × sits and how large its icon is, by the kind of modal. */
const CLOSE_BUTTON_SIZES = {
  prompt: { position: 'top-3 right-3', icon: 'size-4' },
  sheet: { position: 'top-4 right-4', icon: 'size-5' },
} as const;

type ModalLayerProps = Omit<React.ComponentProps<'div'>, 'role' | 'ref'> & {
  /** The data-slot of its element on <body> ('sheet', 'prompt-dialog'). */
  slot: string;
  /**
   * False: rendered ahead and kept hidden (React's Activity), so that opening it shows what is
   * there instead of rendering it then; nothing of a modal is done while it is hidden.
   */
  open?: boolean;
  /** Escape, a tap on the dimmed page and its × call it: the owner closes the modal. */
  onClose: () => void;
  /** The dimmed page behind it: its data-slot and classes. */
  overlay: { slot: string; className: string };
  /** The id of its title, which names it. */
  titleId: string;
  /** The id of its description, when it has one. */
  descriptionId?: string;
  /** The × in its corner: its size (a prompt's is smaller) and what a screen reader says. */
  closeButton: { size: keyof typeof CLOSE_BUTTON_SIZES; label: string };
  /** Runs once it has closed and the focus has gone back. */
  onClosed?: () => void;
};

/**
 * A modal on <body>: the dimmed page that closes it, the dialog element with its name, keys and
 * focus (useModal), and its ×. The sheets and the short prompts differ only in what they put in it
 * and how it looks. Its owner mounts it when it opens, or ahead of that (`open` false).
 */
export function ModalLayer({ slot, open = true, onClosed, ...props }: ModalLayerProps) {
  const closed = React.useRef(onClosed);
  closed.current = onClosed;
  // After the commit that closed it (or took it away while open), once the focus is back: a
  // focus moved in the commit itself would be given back by React to where it was before.
  React.useEffect(() => {
    if (!open) return;
    return () => closed.current?.();
  }, [open]);
  // A close hides the layer at once, in the tap's own paint, and undoes the modal (its effects
  // taken down as the Activity hides it, the page given back) in a task after that paint: on a
  // slow phone that teardown took longer than the tap's frame, and React's deferred render
  // (useDeferredValue) can run before the paint. An open shows it at once.
  const [shown, setShown] = React.useState(open);
  if (open && !shown) setShown(true);
  React.useEffect(() => {
    if (open || !shown) return;
    return afterNextPaint(() => React.startTransition(() => setShown(false)));
  }, [open, shown]);
  return createPortal(
    <div data-slot={slot} hidden={!open}>
      <React.Activity mode={shown ? 'visible' : 'hidden'}>
        <OpenModal {...props} />
      </React.Activity>
    </div>,
    document.body,
  );
}

/** The modal itself: its effects run while it is shown (a hidden Activity unmounts them). */
function OpenModal({
  onClose,
  overlay,
  titleId,
  descriptionId,
  closeButton,
  children,
  ...props
}: Omit<ModalLayerProps, 'slot' | 'open' | 'onClosed'>) {
  const content = React.useRef<HTMLDivElement>(null);
  const leave = useModal(content);
  const size = CLOSE_BUTTON_SIZES[closeButton.size];
  const close = React.useCallback(() => {
    leave();
    onClose();
  }, [leave, onClose]);
  return (
    <ModalCloseContext value={close}>
      <div
        data-slot={overlay.slot}
        data-state="open"
        className={overlay.className}
        onClick={close}
      />
      <div
        ref={content}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={(event) => handleModalKeys(event, close)}
        {...props}
      >
        {children}
        <button
          type="button"
          onClick={close}
          className={`absolute ${size.position} rounded-md p-1.5 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring`}
        >
          <XIcon className={size.icon} aria-hidden="true" />
          <span className="sr-only">{closeButton.label}</span>
        </button>
      </div>
    </ModalCloseContext>
  );
}
