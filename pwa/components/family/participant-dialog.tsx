// "For whom?": Select and Join waitlist ask it when the account has children in its family
// (decision 049), in one dialog, so a parent meets the same question, choices and remembered
// choice for both. The members who cannot be chosen (enrolled, or with the class selected or a
// place in its line already) are shown, not chosen; the last choice is chosen again (remembered on
// this device, per account, for both actions: a parent usually acts for the same child).
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
import type { Candidate, Participant, Taken } from './class-candidates.ts';

// The key Select has used since before the waitlist asked too: a choice made then still counts.
const rememberedKey = (email: string) => `select-for:${email.toLowerCase()}`;

/** The member chosen last on this device by this account ('' for the account itself). */
function rememberedParticipant(email: string): string | null {
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

/** What the dialog is asked for: the texts say that action, not the other. */
export type ParticipantPurpose = 'select' | 'waitlist';

const texts = {
  select: {
    title: m.selection_for_whom_title,
    description: m.selection_for_whom_description,
    noneLeft: m.selection_for_whom_none_left,
    forChild: m.selection_for_whom_confirm,
    forMe: m.selection_select,
  },
  waitlist: {
    title: m.waitlist_for_whom_title,
    description: m.waitlist_for_whom_description,
    noneLeft: m.waitlist_for_whom_none_left,
    forChild: m.waitlist_for_whom_confirm,
    forMe: m.waitlist_join,
  },
} satisfies Record<ParticipantPurpose, unknown>;

const takenText: Record<Taken, () => string> = {
  enrolled: m.for_whom_enrolled,
  selected: m.selection_for_whom_already,
  'in-line': m.waitlist_for_whom_in_line,
};

type ParticipantDialogProps = {
  purpose: ParticipantPurpose;
  className: string;
  email: string;
  candidates: Candidate[];
  onChoose: (participant: Participant) => void;
  onCancel: () => void;
};

export function ParticipantDialog({
  purpose,
  className,
  email,
  candidates,
  onChoose,
  onCancel,
}: ParticipantDialogProps) {
  const text = texts[purpose];
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
            <DialogTitle>{text.title({ name: className })}</DialogTitle>
            <DialogDescription>
              {open.length > 0 ? text.description() : text.noneLeft()}
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="sr-only">{text.title({ name: className })}</legend>
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
                    disabled={candidate.taken !== null}
                    onChange={() => setChosen(value)}
                    className="size-4 accent-primary"
                  />
                  <span className="min-w-0 flex-1 break-words font-medium text-slate-900">
                    {candidate.id === null
                      ? m.selection_for_whom_me({ name: candidate.name })
                      : candidate.name}
                  </span>
                  {candidate.taken && (
                    <span className="text-xs text-slate-600">{takenText[candidate.taken]()}</span>
                  )}
                </label>
              );
            })}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              {m.overlap_cancel()}
            </Button>
            <Button type="submit" disabled={!choice || choice.taken !== null}>
              {choice && choice.id !== null ? text.forChild({ name: choice.name }) : text.forMe()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
