import { CheckIcon, PlusIcon } from 'lucide-react';
import * as React from 'react';
import type { Class } from '#shared/schemas/class.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toastError, toastInfo, toastSuccess } from '#pwa/components/ui/sonner.tsx';
import { readApiError } from '#pwa/lib/api-client.ts';
import { useAuth } from '#pwa/lib/auth.tsx';
import { enrollmentKeys } from '#pwa/lib/enrollment-keys.ts';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useCreateSelection } from '../api/create-selection.ts';
import { useSelections } from '../api/get-selections.ts';
import { selectionOf, useSelectionOutbox } from '../api/selection-outbox.ts';
import type { Holding, StudentOverlap } from '../lib/find-overlaps.ts';
import { LoginRequiredDialog } from './login-required-dialog.tsx';

// Loaded with the first overlap found (find-overlaps.ts loads on the first Select).
const OverlapDialog = React.lazy(() =>
  import('./overlap-dialog.tsx').then((module) => ({ default: module.OverlapDialog })),
);

type StudentState = { kind: 'selected' } | { kind: 'full' } | { kind: 'available' };

type SelectClassButtonProps = {
  item: Class;
  /**
   * What a student sees in place of 'No seats left' once the class is full (no seat on the wire,
   * or a select refused as full): the page composes the waitlist's Join waitlist here.
   */
  whenFull?: React.ReactNode;
};

/**
 * /classes renders one button per card (24 at first): who is asking is read first, so a visitor's
 * or staff member's button runs no query, mutation or dialog of its own (each card's observers and
 * their subscriptions were part of the page's blocking time after first paint, decision 012).
 */
export function SelectClassButton({ item, whenFull }: SelectClassButtonProps) {
  const { user, loading, role, roleLoading } = useAuth();
  // Until it is known who is asking (the page's HTML, hydrated), the visitor's button, disabled:
  // the same component, so a visitor's start only enables it. Another component there would make
  // every card's button again after hydration (one task of ~120 ms at 4× on /classes, issue 18).
  if (!user || roleLoading) return <VisitorSelectButton disabled={loading || roleLoading} />;
  if (role === 'admin') return <StaffSelectButton reason={m.selection_admins_cannot()} />;
  if (role === 'instructor') return <StaffSelectButton reason={m.selection_instructors_cannot()} />;
  return (
    <StudentSelectButton
      item={item}
      email={user.email ?? ''}
      studentEmail={role === 'student' ? (user.email ?? null) : null}
      whenFull={whenFull}
    />
  );
}

/**
 * The spec's Select rules for a student, plus ours: already selected (or waiting), no seats left
 * (none on the wire, or the server said so: the seats left may all be held for others).
 */
function useStudentState(
  item: Class,
  studentEmail: string | null,
  refusedFull: boolean,
): StudentState {
  const selections = useSelections(studentEmail);
  const outbox = useSelectionOutbox(studentEmail);
  if (selections.data?.some((selection) => selection.selectedClassId === item._id)) {
    return { kind: 'selected' };
  }
  const mine = outbox.data?.filter((entry) => selectionOf(entry)?.selectedClassId === item._id);
  if (mine?.some((entry) => entry.state === 'pending')) return { kind: 'selected' };
  const fullOnSync = mine?.some((entry) => entry.lastErrorReason?.reason === FULL);
  if (item.sets <= 0 || refusedFull || fullOnSync) return { kind: 'full' };
  return { kind: 'available' };
}

/** The API's reason for a select refused because no seat is left (shared/refusals.ts). */
const FULL = 'class_full';

function AvailableButton({
  disabled,
  pending = false,
  onClick,
}: {
  disabled: boolean;
  pending?: boolean;
  onClick?: () => void;
}) {
  return (
    <Button className="w-full" disabled={disabled} onClick={onClick}>
      <PlusIcon aria-hidden="true" />
      {pending ? m.selection_selecting() : m.selection_select()}
    </Button>
  );
}

function VisitorSelectButton({ disabled }: { disabled: boolean }) {
  const [loginOpen, setLoginOpen] = React.useState(false);
  return (
    <>
      <AvailableButton disabled={disabled} onClick={() => setLoginOpen(true)} />
      {/* Mounted only while open: 24 cards' closed prompts would each read the router's location. */}
      {loginOpen && <LoginRequiredDialog open onOpenChange={setLoginOpen} />}
    </>
  );
}

function StaffSelectButton({ reason }: { reason: string }) {
  const hintId = React.useId();
  return (
    <div className="space-y-1.5">
      <Button className="w-full" disabled aria-describedby={hintId}>
        {m.selection_select()}
      </Button>
      <p id={hintId} className="text-center text-xs text-slate-600">
        {reason}
      </p>
    </div>
  );
}

function StudentSelectButton({
  item,
  email,
  studentEmail,
  whenFull,
}: {
  item: Class;
  email: string;
  studentEmail: string | null;
  whenFull: React.ReactNode;
}) {
  const [refusedFull, setRefusedFull] = React.useState(false);
  const state = useStudentState(item, studentEmail, refusedFull);
  const createSelection = useCreateSelection(email);
  const held = useHeldClasses(studentEmail);
  const [overlaps, setOverlaps] = React.useState<StudentOverlap[]>([]);
  const [checking, setChecking] = React.useState(false);

  /** Select, after saying which of the student's classes meet at the same time (if any). */
  async function askThenSelect() {
    setChecking(true);
    try {
      const { findOverlaps } = await import('../lib/find-overlaps.ts');
      const found = await findOverlaps(item, held());
      if (found.length > 0) return setOverlaps(found);
    } catch (error) {
      // The warning is a help, never a gate: without it Select goes on as before.
      console.warn('Could not check the schedule for overlaps', error);
    } finally {
      setChecking(false);
    }
    await select();
  }

  async function select() {
    try {
      const { queued } = await createSelection.mutateAsync(item);
      if (queued) {
        toastInfo(
          m.toast_saved_on_device(),
          navigator.onLine ? m.toast_selection_when_server_back() : m.toast_selection_when_online(),
        );
      } else {
        toastSuccess(m.toast_class_selected());
      }
    } catch (error) {
      const { message, reason } = await readApiError(error);
      if (reason === FULL) setRefusedFull(true);
      toastError(message);
    }
  }

  if (state.kind === 'selected') {
    return (
      <Button variant="secondary" className="w-full text-emerald-800" disabled>
        <CheckIcon aria-hidden="true" />
        {m.selection_selected()}
      </Button>
    );
  }
  if (state.kind === 'full') {
    if (whenFull) return whenFull;
    return (
      <Button className="w-full" disabled>
        {m.selection_no_seats()}
      </Button>
    );
  }
  return (
    <>
      <AvailableButton
        disabled={createSelection.isPending || checking}
        pending={createSelection.isPending}
        onClick={() => void askThenSelect()}
      />
      {overlaps.length > 0 && (
        <React.Suspense>
          <OverlapDialog
            item={item}
            overlaps={overlaps}
            onCancel={() => setOverlaps([])}
            onSelectAnyway={() => {
              setOverlaps([]);
              void select();
            }}
          />
        </React.Suspense>
      )}
    </>
  );
}

/**
 * The classes the student has, read when Select is pressed: selected (on the server or waiting
 * in the outbox) and enrolled (the enrollments' saved answer, when the student has seen it).
 */
function useHeldClasses(studentEmail: string | null) {
  const queryClient = useQueryClient();
  const selections = useSelections(studentEmail);
  const outbox = useSelectionOutbox(studentEmail);
  return () => {
    const held = new Map<string, Holding>();
    for (const selection of selections.data ?? []) held.set(selection.selectedClassId, 'selected');
    for (const entry of outbox.data ?? []) {
      const waiting = entry.state === 'pending' ? selectionOf(entry) : null;
      if (waiting) held.set(waiting.selectedClassId, 'selected');
    }
    const paid = queryClient.getQueryData<{ classId: string }[]>(enrollmentKeys.all);
    for (const enrollment of paid ?? []) held.set(enrollment.classId, 'enrolled');
    return held;
  };
}
