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
import { handleModalKeys, useModal } from './modal.ts';

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
 * dialog.tsx's, without Radix's Dialog: what a modal must do, done by modal.ts with changes that
 * touch <body> alone (opening Radix's modal on /classes re-styled every element of the page).
 * Dialogs with forms, pickers or menus inside stay on dialog.tsx, whose layers handle those.
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
        onKeyDown={(event) => handleModalKeys(event, close)}
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
