import { CheckIcon, PlusIcon } from 'lucide-react';
import * as React from 'react';
import type { Class } from '#shared/schemas/class.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toastError, toastInfo, toastSuccess } from '#pwa/components/ui/sonner.tsx';
import { readApiError } from '#pwa/lib/api-client.ts';
import { useAuth } from '#pwa/lib/auth.tsx';
import { useCreateSelection } from '../api/create-selection.ts';
import { useSelections } from '../api/get-selections.ts';
import { useOutbox } from '../api/outbox-queries.ts';
import { LoginRequiredDialog } from './login-required-dialog.tsx';

type SelectState =
  | { kind: 'checking' }
  | { kind: 'visitor' }
  | { kind: 'staff'; reason: string }
  | { kind: 'selected' }
  | { kind: 'full' }
  | { kind: 'available' };

/** The spec's Select rules, plus the ones we add (already selected, no seats left). */
function useSelectState(item: Class): SelectState {
  const { user, loading, role, roleLoading } = useAuth();
  const studentEmail = role === 'student' ? (user?.email ?? null) : null;
  const selections = useSelections(studentEmail);
  const outbox = useOutbox(studentEmail);
  if (loading && !user) return { kind: 'checking' };
  if (!user) return { kind: 'visitor' };
  if (roleLoading) return { kind: 'checking' };
  if (role === 'admin')
    return { kind: 'staff', reason: 'Admins can’t select classes. Use a student account.' };
  if (role === 'instructor')
    return { kind: 'staff', reason: 'Instructors can’t select classes. Use a student account.' };
  if (selections.data?.selections.some((selection) => selection.selectedClassId === item._id)) {
    return { kind: 'selected' };
  }
  const waiting = outbox.data?.some(
    (entry) =>
      entry.op === 'select' &&
      entry.state === 'pending' &&
      entry.selection?.selectedClassId === item._id,
  );
  if (waiting) return { kind: 'selected' };
  if (item.sets <= 0) return { kind: 'full' };
  return { kind: 'available' };
}

export function SelectClassButton({ item }: { item: Class }) {
  const state = useSelectState(item);
  const { user } = useAuth();
  const createSelection = useCreateSelection(user?.email ?? '');
  const [loginOpen, setLoginOpen] = React.useState(false);
  const hintId = React.useId();

  async function select() {
    try {
      const { queued } = await createSelection.mutateAsync(item);
      if (queued) {
        toastInfo(
          'Saved on this device',
          navigator.onLine
            ? 'The server is not answering: your selection will be sent when it is back.'
            : 'You are offline: your selection will be sent when the connection returns.',
        );
      } else {
        toastSuccess('Your Class Is Selected');
      }
    } catch (error) {
      const { message } = await readApiError(error);
      toastError(message);
    }
  }

  if (state.kind === 'visitor') {
    return (
      <>
        <Button className="w-full" onClick={() => setLoginOpen(true)}>
          <PlusIcon aria-hidden="true" />
          Select
        </Button>
        <LoginRequiredDialog open={loginOpen} onOpenChange={setLoginOpen} />
      </>
    );
  }
  if (state.kind === 'staff') {
    return (
      <div className="space-y-1.5">
        <Button className="w-full" disabled aria-describedby={hintId}>
          Select
        </Button>
        <p id={hintId} className="text-center text-xs text-slate-600">
          {state.reason}
        </p>
      </div>
    );
  }
  if (state.kind === 'selected') {
    return (
      <Button variant="secondary" className="w-full text-emerald-800" disabled>
        <CheckIcon aria-hidden="true" />
        Selected
      </Button>
    );
  }
  if (state.kind === 'full') {
    return (
      <Button className="w-full" disabled>
        No seats left
      </Button>
    );
  }
  const busy = state.kind === 'checking' || createSelection.isPending;
  return (
    <Button className="w-full" disabled={busy} onClick={select}>
      <PlusIcon aria-hidden="true" />
      {createSelection.isPending ? 'Selecting…' : 'Select'}
    </Button>
  );
}
