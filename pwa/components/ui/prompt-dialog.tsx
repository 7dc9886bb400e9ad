import * as React from 'react';
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  DIALOG_CONTENT_CLASS,
  DIALOG_OVERLAY_CLASS,
  DialogFooter,
  DialogHeader,
  DIALOG_TITLE_CLASS,
  DIALOG_DESCRIPTION_CLASS,
} from './dialog.tsx';
import { ModalLayer } from './modal.tsx';

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
 * dialog.tsx's, without Radix's Dialog: what a modal must do, done by modal.tsx with changes that
 * touch <body> alone (opening Radix's modal on /classes re-styled every element of the page).
 * Dialogs with forms, pickers or menus inside stay on dialog.tsx, whose layers handle those.
 */
export function PromptDialog({ open, ...props }: PromptDialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return <OpenPrompt {...props} />;
}

function OpenPrompt({
  onOpenChange,
  title,
  description,
  header,
  actions,
}: Omit<PromptDialogProps, 'open'>) {
  const titleId = React.useId();
  const descriptionId = React.useId();
  const close = React.useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <ModalLayer
      slot="prompt-dialog"
      onClose={close}
      overlay={{
        slot: 'dialog-overlay',
        className: DIALOG_OVERLAY_CLASS,
      }}
      titleId={titleId}
      descriptionId={descriptionId}
      closeButton={{ size: 'prompt', label: m.app_close() }}
      data-slot="dialog-content"
      data-state="open"
      className={DIALOG_CONTENT_CLASS}
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
    </ModalLayer>
  );
}
