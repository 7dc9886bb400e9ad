import { XIcon } from 'lucide-react';
import * as React from 'react';
import { createPortal } from 'react-dom';

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
 * While the modal is mounted: the focus inside it (its first control), the rest of the page
 * hidden from screen readers and kept from scrolling; on unmount, all as it was and the focus back.
 * `content` is the modal's element, a child of the portal it was rendered into on <body>;
 * `onClosed` runs last, once the focus has gone back (to move it elsewhere).
 */
function useModal(content: React.RefObject<HTMLElement | null>, onClosed?: () => void) {
  const closed = React.useRef(onClosed);
  closed.current = onClosed;
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
    for (const element of hidden) element.setAttribute('aria-hidden', 'true');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (tabbables(modal)[0] ?? modal).focus({ preventScroll: true });
    // A focus that lands outside (a screen reader's, a script's) comes back, unless it went to a
    // layer opened on top.
    const pullBack = (event: FocusEvent) => {
      if (
        event.target instanceof Node &&
        !modal.contains(event.target) &&
        !inLayerOnTop(event.target, modal)
      )
        (tabbables(modal)[0] ?? modal).focus({ preventScroll: true });
    };
    document.addEventListener('focusin', pullBack);
    return () => {
      document.removeEventListener('focusin', pullBack);
      for (const element of hidden) element.removeAttribute('aria-hidden');
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
      closed.current?.();
    };
  }, [content]);
}

type ModalLayerProps = Omit<React.ComponentProps<'div'>, 'role' | 'ref'> & {
  /** The data-slot of its element on <body> ('sheet', 'prompt-dialog'). */
  slot: string;
  /** Escape, a tap on the dimmed page and its × call it: the owner closes the modal. */
  onClose: () => void;
  /** The dimmed page behind it: its data-slot and classes (it is open while it is there). */
  overlay: { slot: string; className: string };
  /** The id of its title, which names it. */
  titleId: string;
  /** The id of its description, when it has one. */
  descriptionId?: string;
  /** The × in its corner: its classes, its icon's, and what a screen reader says. */
  closeButton: { className: string; iconClassName: string; label: string };
  /** Runs once it has closed and the focus has gone back. */
  onClosed?: () => void;
};

/**
 * A modal on <body>, mounted while open: the dimmed page that closes it, the dialog element with
 * its name, keys and focus (useModal), and its ×. The sheets and the short prompts differ only in
 * what they put in it and how it looks.
 */
export function ModalLayer({
  slot,
  onClose,
  overlay,
  titleId,
  descriptionId,
  closeButton,
  onClosed,
  children,
  ...props
}: ModalLayerProps) {
  const content = React.useRef<HTMLDivElement>(null);
  useModal(content, onClosed);
  return createPortal(
    <div data-slot={slot}>
      <div
        data-slot={overlay.slot}
        data-state="open"
        className={overlay.className}
        onClick={onClose}
      />
      <div
        ref={content}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={(event) => handleModalKeys(event, onClose)}
        {...props}
      >
        {children}
        <button type="button" onClick={onClose} className={closeButton.className}>
          <XIcon className={closeButton.iconClassName} aria-hidden="true" />
          <span className="sr-only">{closeButton.label}</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
