import * as React from 'react';

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
export function handleModalKeys(event: React.KeyboardEvent<HTMLElement>, close: () => void) {
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
 * `content` is the modal's element, a child of the portal it was rendered into on <body>.
 */
export function useModal(content: React.RefObject<HTMLElement | null>) {
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
    };
  }, [content]);
}
