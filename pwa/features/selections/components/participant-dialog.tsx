// "Who takes this class?": Select asks when the account has children in its family (decision
// 049). The members who have the class selected already are shown, not chosen; the last choice
// is chosen again (remembered on this device, per account).
import * as React from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#pwa/components/ui/dialog.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { SelectionParticipant } from '../api/create-selection.ts';

/** A member Select can be for: the account itself (id null) or a child. */
export type Candidate = { id: string | null; name: string; taken: boolean };

const rememberedKey = (email: string) => `select-for:${email.toLowerCase()}`;

/** The member chosen last on this device by this account ('' for the account itself). */
export function rememberedParticipant(email: string): string | null {
  try {
    return localStorage.getItem(rememberedKey(email));
  } catch {
    return null;
  }
}

function remember(email: string, id: string | null) {
  try {
    localStorage.setItem(rememberedKey(email), id ?? '');
  } catch {
    // Private mode or a full storage: the choice is not remembered, nothing else changes.
  }
}

type ParticipantDialogProps = {
  className: string;
  email: string;
  candidates: Candidate[];
  onChoose: (participant: SelectionParticipant) => void;
  onCancel: () => void;
};

export function ParticipantDialog({
  className,
  email,
  candidates,
  onChoose,
  onCancel,
}: ParticipantDialogProps) {
  const open = candidates.filter((candidate) => !candidate.taken);
  const last = rememberedParticipant(email);
  const initial =
    open.find((candidate) => (candidate.id ?? '') === last) ?? open[0] ?? candidates[0];
  const [chosen, setChosen] = React.useState<string>(initial?.id ?? '');
  const choice = candidates.find((candidate) => (candidate.id ?? '') === chosen);
  const groupName = React.useId();

  function confirm() {
    if (!choice || choice.taken) return;
    remember(email, choice.id);
    onChoose(choice.id === null ? null : { id: choice.id, name: choice.name });
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <DialogHeader>
            <DialogTitle>{m.selection_for_whom_title({ name: className })}</DialogTitle>
            <DialogDescription>
              {open.length > 0
                ? m.selection_for_whom_description()
                : m.selection_for_whom_none_left()}
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="sr-only">{m.selection_for_whom_title({ name: className })}</legend>
            {candidates.map((candidate) => {
              const value = candidate.id ?? '';
              return (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed has-disabled:opacity-60"
                >
                  <input
                    type="radio"
                    name={groupName}
                    value={value}
                    checked={chosen === value}
                    disabled={candidate.taken}
                    onChange={() => setChosen(value)}
                    className="size-4 accent-primary"
                  />
                  <span className="min-w-0 flex-1 break-words font-medium text-slate-900">
                    {candidate.id === null
                      ? m.selection_for_whom_me({ name: candidate.name })
                      : candidate.name}
                  </span>
                  {candidate.taken && (
                    <span className="text-xs text-slate-600">{m.selection_for_whom_already()}</span>
                  )}
                </label>
              );
            })}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              {m.overlap_cancel()}
            </Button>
            <Button type="submit" disabled={!choice || choice.taken}>
              {choice && choice.id !== null
                ? m.selection_for_whom_confirm({ name: choice.name })
                : m.selection_select()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
