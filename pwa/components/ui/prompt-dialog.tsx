import { XIcon } from 'lucide-react';
import * as React from 'react';
import { createPortal } from 'react-dom';
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  DIALOG_CONTENT_CLASS,
  DIALOG_OVERLAY_CLASS,
  DialogFooter,
  DialogHeader,
  DIALOG_TITLE_CLASS,
  DIALOG_DESCRIPTION_CLASS,
} from './dialog.tsx';

type PromptDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** Shown above the title (an icon). */
  header?: React.ReactNode;
  /** The footer's buttons; `close` closes the prompt (and gives the focus back). */
  actions: (close: () => void) => React.ReactNode;
};

/**
 * A modal for a short prompt (a title, a sentence, buttons, no layers inside), looking like
 * dialog.tsx's, without Radix's Dialog. Opening Radix's modal on /classes was a long task on a
 * slow phone: its outside-pointer guard sets `pointer-events: none` on <body> and its scroll
 * lock sets a custom property on <body>, both inherited, so the browser recomputed the style of
 * every element of the page; and its layers (presence, portal, focus scope, dismissable layer,
 * scroll lock) rendered, committed and rendered again. A prompt needs
 * none of the layering, so this one does what a modal must, directly, with changes that touch
 * <body> alone: the focus moves to its first control and is kept inside (Tab and Shift+Tab wrap),
 * Escape and a click beside it close it, the focus goes back to where it was, the rest of the
 * page is aria-hidden (screen readers hear only the dialog, as with Radix), and the page does not
 * scroll behind it (body's overflow, not inherited). Dialogs with forms, pickers or menus inside
 * stay on dialog.tsx, whose layers handle those.
 */
export function PromptDialog({ open, ...props }: PromptDialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div data-slot="prompt-dialog">
      <OpenPrompt {...props} />
    </div>,
    document.body,
  );
}

function OpenPrompt({
  onOpenChange,
  title,
  description,
  header,
  actions,
}: Omit<PromptDialogProps, 'open'>) {
  const content = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const close = React.useCallback(() => onOpenChange(false), [onOpenChange]);
  useModal(content);
  return (
    <>
      <div
        data-slot="dialog-overlay"
        data-state="open"
        className={DIALOG_OVERLAY_CLASS}
        onClick={close}
      />
      <div
        ref={content}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-slot="dialog-content"
        data-state="open"
        className={DIALOG_CONTENT_CLASS}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          } else if (event.key === 'Tab') keepFocusInside(event, content.current);
        }}
      >
        <DialogHeader className="items-center sm:items-start">
          {header}
          <h2 id={titleId} className={DIALOG_TITLE_CLASS}>
            {title}
          </h2>
          <p id={descriptionId} className={DIALOG_DESCRIPTION_CLASS}>
            {description}
          </p>
        </DialogHeader>
        <DialogFooter>{actions(close)}</DialogFooter>
        <button
          type="button"
          onClick={close}
          className="absolute top-3 right-3 rounded-md p-1.5 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring"
        >
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{m.app_close()}</span>
        </button>
      </div>
    </>
  );
}

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex]';

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0,
  );
}

/** Tab on the last control goes to the first, Shift+Tab on the first to the last. */
function keepFocusInside(event: React.KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const controls = tabbables(container);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While the prompt is open: the focus inside it (its first control), the rest of the page hidden
 * from screen readers and kept from scrolling; on close, all as it was and the focus back.
 */
function useModal(content: React.RefObject<HTMLDivElement | null>) {
  React.useLayoutEffect(() => {
    const dialog = content.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    const portal = dialog.parentElement;
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
    (tabbables(dialog)[0] ?? dialog).focus({ preventScroll: true });
    // A focus that lands outside (a screen reader's, a script's) comes back.
    const pullBack = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target))
        (tabbables(dialog)[0] ?? dialog).focus({ preventScroll: true });
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
