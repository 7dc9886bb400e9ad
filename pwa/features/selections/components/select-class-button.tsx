import { CheckIcon, ListPlusIcon, PlusIcon } from 'lucide-react';
import * as React from 'react';
import type { Class } from '#shared/schemas/class.ts';
import { WaitingToSync } from '#pwa/components/feedback/waiting-to-sync.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { toastError, toastInfo, toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import type { EarlyPress, EarlyPressed, EarlyPressState } from '#pwa/lib/auth/early-press.ts';
import { pathOf } from '#shared/pages/path-pattern.ts';
import { enrollmentKeys } from '#pwa/lib/api/enrollment-keys.ts';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  type Candidate,
  type ClassCandidates,
  useClassCandidates,
  usePressOnceFamilyKnown,
} from '#pwa/components/family/class-candidates.ts';
import type { PaidClass } from '#shared/schemas/payment.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { useCreateSelection, type SelectionParticipant } from '../api/create-selection.ts';
import { useSelections } from '../api/get-selections.ts';
import { mergeOutbox, selectionOf, useSelectionOutbox } from '../api/selection-outbox.ts';
import type { Holding, StudentOverlap } from '../lib/find-overlaps.ts';
import { LoginRequiredDialog } from './login-required-dialog.tsx';

// Loaded with the first overlap found (find-overlaps.ts loads on the first Select).
const OverlapDialog = React.lazy(() =>
  import('./overlap-dialog.tsx').then((module) => ({ default: module.OverlapDialog })),
);
// Loaded when a parent first presses Select (the waitlist's Join asks with the same dialog).
const ParticipantDialog = React.lazy(() =>
  import('#pwa/components/family/participant-dialog.tsx').then((module) => ({
    default: module.ParticipantDialog,
  })),
);

/** `waiting`: the selection is on this device only, its select waiting in the outbox. */
type StudentState =
  { kind: 'selected'; waiting?: boolean } | { kind: 'full' } | { kind: 'available' };

type SelectClassButtonProps = {
  item: Class;
  /**
   * What a student sees in place of 'No seats left' once the class is full (no seat on the wire,
   * or a select refused as full): the page composes the waitlist's Join waitlist here.
   */
  whenFull?: React.ReactNode;
  /**
   * 'page': the class page, where a selected class leads on to My selected Classes and staff see
   * what they can do with the class instead of a disabled Select; 'card': compact states.
   */
  variant?: 'card' | 'page';
  /** useEarlyPress's, kept by the composer. */
  earlyPress: EarlyPressState;
};

/**
 * /classes renders one button per card (24 at first): who is asking is read first, so a visitor's
 * or staff member's button runs no query, mutation or dialog of its own (each card's observers and
 * their subscriptions were part of the page's blocking time after first paint, decision 012).
 */
export function SelectClassButton({
  item,
  whenFull,
  variant = 'card',
  earlyPress,
}: SelectClassButtonProps) {
  const { user, loading, role, roleLoading } = useAuth();
  const whoKnown = !loading && !roleLoading;
  const { pressedEarly, onEarlyPressTaken, onPressEarly } = earlyPress;
  const staff = role === 'admin' || role === 'instructor';
  // Until it is known who is asking, the visitor's button: the same component, so a visitor's
  // start changes nothing. Another component there would make every card's button again after
  // hydration (a long task on /classes).
  if (!user || roleLoading) {
    return (
      <VisitorSelectButton
        whoKnown={whoKnown}
        pressedEarly={pressedEarly}
        onPressEarly={onPressEarly}
        onEarlyPressTaken={onEarlyPressTaken}
        full={item.sets <= 0 && whenFull !== undefined}
      />
    );
  }
  if (staff) {
    if (variant === 'page') return <StaffClassNote item={item} role={role} email={user.email} />;
    return (
      <StaffSelectButton
        reason={role === 'admin' ? m.selection_admins_cannot() : m.selection_instructors_cannot()}
      />
    );
  }
  return (
    <StudentSelectButton
      item={item}
      email={user.email ?? ''}
      studentEmail={role === 'student' ? (user.email ?? null) : null}
      whenFull={whenFull}
      variant={variant}
      pressedEarly={pressedEarly}
      onEarlyPressTaken={onEarlyPressTaken}
    />
  );
}

/**
 * product.md's Select rules for a student, plus ours: already selected (or waiting), no seats left
 * (none on the wire, or the server said so: the seats left may all be held for others).
 */
function useStudentState(
  item: Class,
  studentEmail: string | null,
  refusedFull: boolean,
  candidates: Candidate[],
): StudentState {
  const selections = useSelections(studentEmail);
  // Without the selects this tab is still sending: those stay "Selecting…" (use-outbox.ts).
  const outbox = useSelectionOutbox(studentEmail);
  const mine = outbox.data?.filter((entry) => selectionOf(entry)?.selectedClassId === item._id);
  // A family's class is selected once every member has it (one may take it, another not yet).
  if (candidates.length > 0) {
    if (candidates.every((candidate) => candidate.taken)) return { kind: 'selected' };
  } else {
    // As My selected Classes shows it: a selection whose delete waits on this device is gone.
    const rows = mergeOutbox(selections.data ?? [], outbox.data ?? []).filter(
      (row) => row.selectedClassId === item._id,
    );
    if (rows.some((row) => !row.sync)) return { kind: 'selected' };
    if (rows.some((row) => row.sync?.state === 'waiting')) {
      return { kind: 'selected', waiting: true };
    }
  }
  const fullOnSync = mine?.some((entry) => entry.lastErrorReason?.reason === FULL);
  if (item.sets <= 0 || refusedFull || fullOnSync) return { kind: 'full' };
  return { kind: 'available' };
}

/** The API's reason for a select refused because no seat is left (shared/refusals.ts). */
const FULL = 'class_full';

function AvailableButton({
  disabled = false,
  held = false,
  pending = false,
  onClick,
}: {
  disabled?: boolean;
  /** Pressed, and waiting to know who is asking: seen to be pressed (pwa/styles.css). */
  held?: boolean;
  pending?: boolean;
  onClick?: () => void;
}) {
  return (
    <Button
      className="w-full"
      disabled={disabled}
      data-held={held ? '' : undefined}
      onClick={onClick}
    >
      <PlusIcon aria-hidden="true" />
      {pending ? m.selection_selecting() : m.selection_select()}
    </Button>
  );
}

/**
 * A visitor's Select opens the login prompt. On a full class (the page composes a waitlist) what
 * a visitor can do is sign in to join the line: Join waitlist, with the same prompt, saying so.
 */
function VisitorSelectButton({
  whoKnown,
  pressedEarly,
  onPressEarly,
  onEarlyPressTaken,
  full,
}: EarlyPress & {
  whoKnown: boolean;
  onPressEarly: (pressed: EarlyPressed) => void;
  full: boolean;
}) {
  const [loginOpen, setLoginOpen] = React.useState(false);
  const hintId = React.useId();
  // Known to be a visitor now: the press made before is theirs.
  React.useEffect(() => {
    if (!whoKnown || !pressedEarly) return;
    onEarlyPressTaken();
    setLoginOpen(true);
  }, [whoKnown, pressedEarly, onEarlyPressTaken]);
  const press = () => (whoKnown ? setLoginOpen(true) : onPressEarly(full ? 'join' : 'select'));
  const held = pressedEarly !== null && !whoKnown;
  return (
    <>
      {full ? (
        <div className="space-y-1.5">
          <Button
            className="w-full"
            data-held={held ? '' : undefined}
            aria-describedby={hintId}
            onClick={press}
          >
            <ListPlusIcon aria-hidden="true" />
            {m.waitlist_join()}
          </Button>
          <p id={hintId} className="text-center text-xs text-slate-600">
            {m.selection_full_visitor_hint()}
          </p>
        </div>
      ) : (
        <AvailableButton held={held} onClick={press} />
      )}
      {/* Mounted only while open: 24 cards' closed prompts would each read the router's location. */}
      {loginOpen && <LoginRequiredDialog open onOpenChange={setLoginOpen} forWaitlist={full} />}
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

/**
 * The class page's word for staff: Select is a student's, so the class's own instructor gets its
 * students and sessions, an admin the class management, another instructor the reason.
 */
function StaffClassNote({
  item,
  role,
  email,
}: {
  item: Class;
  role: 'admin' | 'instructor';
  email: string | null;
}) {
  const own = role === 'instructor' && email?.toLowerCase() === item.Iemail.toLowerCase();
  const [text, link] = own
    ? [
        m.selection_own_class(),
        { to: pathOf(paths.dashboard.classRoster, { id: item._id }), label: m.roster_link() },
      ]
    : role === 'admin'
      ? [
          m.selection_admins_cannot(),
          { to: paths.dashboard.allClasses, label: m.dashboard_menu_manage_classes() },
        ]
      : [m.selection_instructors_cannot(), null];
  return (
    <div className="space-y-3 rounded-card border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{text}</p>
      {link && (
        <Button asChild variant="outline" className="w-full">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      )}
    </div>
  );
}

function StudentSelectButton({
  item,
  email,
  studentEmail,
  whenFull,
  variant,
  pressedEarly,
  onEarlyPressTaken,
}: EarlyPress & {
  item: Class;
  email: string;
  studentEmail: string | null;
  whenFull: React.ReactNode;
  variant: 'card' | 'page';
}) {
  const [refusedFull, setRefusedFull] = React.useState(false);
  const { candidates, familyKnown } = useCandidates(item, studentEmail);
  const state = useStudentState(item, studentEmail, refusedFull, candidates);
  const createSelection = useCreateSelection(email);
  const held = useHeldClasses(studentEmail);
  const [overlaps, setOverlaps] = React.useState<StudentOverlap[]>([]);
  const [checking, setChecking] = React.useState(false);
  const [askingWho, setAskingWho] = React.useState(false);
  // Who the class is being selected for, once chosen (null: the student themselves).
  const [participant, setParticipant] = React.useState<SelectionParticipant>(null);

  /** Select: a parent first says for whom; then the overlap check for that member. */
  function start() {
    if (candidates.length > 0) return setAskingWho(true);
    void askThenSelect(null);
  }
  const { press, waiting } = usePressOnceFamilyKnown(familyKnown, start);
  // Select pressed before it was known who is asking: done now, if the class can still be
  // selected (selected already, or full: the button now says so).
  // On a full class the press is `whenFull`'s to take (or drop).
  const takeEarlyPress = React.useEffectEvent(() => {
    if (state.kind === 'full' && whenFull) return;
    onEarlyPressTaken();
    if (state.kind === 'available' && pressedEarly === 'select') press();
  });
  React.useEffect(() => {
    if (pressedEarly) takeEarlyPress();
  }, [pressedEarly]);

  /** Select, after saying which of the member's classes meet at the same time (if any). */
  async function askThenSelect(chosen: SelectionParticipant) {
    setParticipant(chosen);
    setChecking(true);
    try {
      const { findOverlaps } = await import('../lib/find-overlaps.ts');
      const found = await findOverlaps(item, held(chosen?.id ?? null));
      if (found.length > 0) return setOverlaps(found);
    } catch (error) {
      // The warning is a help, never a gate: without it Select goes on as before.
      console.warn('Could not check the schedule for overlaps', error);
    } finally {
      setChecking(false);
    }
    await select(chosen);
  }

  async function select(chosen: SelectionParticipant) {
    try {
      const { queued } = await createSelection.mutateAsync({ item, participant: chosen });
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

  if (state.kind === 'selected' && variant === 'page') {
    // On its page, the next step: paying, from My selected Classes.
    return (
      <div className="space-y-3 rounded-card border border-emerald-200 bg-emerald-50/60 p-4">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-emerald-800">
          <CheckIcon aria-hidden="true" className="size-4" />
          {m.selection_selected()}
          {state.waiting && <WaitingToSync />}
        </p>
        <p className="font-semibold text-slate-900">{m.selection_selected_here()}</p>
        <Button asChild className="w-full">
          <Link to={paths.dashboard.myClass}>{m.selection_go_to_selected()}</Link>
        </Button>
      </div>
    );
  }
  if (state.kind === 'selected') {
    const selected = (
      <Button variant="secondary" className="w-full text-emerald-800" disabled>
        <CheckIcon aria-hidden="true" />
        {m.selection_selected()}
      </Button>
    );
    if (!state.waiting) return selected;
    return (
      <div className="space-y-1.5 text-center">
        {selected}
        <WaitingToSync />
      </div>
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
        disabled={createSelection.isPending || checking || waiting}
        pending={createSelection.isPending || waiting}
        onClick={press}
      />
      {askingWho && (
        <React.Suspense>
          <ParticipantDialog
            purpose="select"
            className={item.Name}
            email={email}
            candidates={candidates}
            onCancel={() => setAskingWho(false)}
            onChoose={(chosen) => {
              setAskingWho(false);
              void askThenSelect(chosen);
            }}
          />
        </React.Suspense>
      )}
      {overlaps.length > 0 && (
        <React.Suspense>
          <OverlapDialog
            item={item}
            overlaps={overlaps}
            onCancel={() => setOverlaps([])}
            onSelectAnyway={() => {
              setOverlaps([]);
              void select(participant);
            }}
          />
        </React.Suspense>
      )}
    </>
  );
}

/** Whose a selection is: a child's id, or null for the account's own (also from before families). */
const participantOfSelection = (selection: Pick<Selection, 'participantId'>) =>
  selection.participantId ?? null;

/**
 * The classes a member has (null: the student themselves), read when Select is pressed: selected
 * for them (on the server or waiting in the outbox) and enrolled (the enrollments' saved answer,
 * when the student has seen it). The overlap warning is per member.
 */
function useHeldClasses(studentEmail: string | null) {
  const queryClient = useQueryClient();
  const selections = useSelections(studentEmail);
  const outbox = useSelectionOutbox(studentEmail);
  return (participantId: string | null) => {
    const held = new Map<string, Holding>();
    for (const selection of selections.data ?? []) {
      if (participantOfSelection(selection) === participantId)
        held.set(selection.selectedClassId, 'selected');
    }
    for (const entry of outbox.data ?? []) {
      const waiting = entry.state === 'pending' ? selectionOf(entry) : null;
      if (waiting && participantOfSelection(waiting) === participantId)
        held.set(waiting.selectedClassId, 'selected');
    }
    const paid = queryClient.getQueryData<PaidClass[]>(enrollmentKeys.all);
    for (const enrollment of paid ?? []) {
      if ((enrollment.participantId ?? null) === participantId)
        held.set(enrollment.classId, 'enrolled');
    }
    return held;
  };
}

/**
 * Who Select can be for, when the student's family has children (none otherwise: Select is for
 * the student, as before families): each member, marked when the class is selected for them
 * already (on the server or waiting in the outbox) or they are enrolled in it.
 */
function useCandidates(item: Class, studentEmail: string | null): ClassCandidates {
  const selections = useSelections(studentEmail);
  const outbox = useSelectionOutbox(studentEmail);
  const selected = new Map<string | null, 'selected'>();
  for (const selection of selections.data ?? []) {
    if (selection.selectedClassId === item._id)
      selected.set(participantOfSelection(selection), 'selected');
  }
  for (const entry of outbox.data ?? []) {
    const waiting = entry.state === 'pending' ? selectionOf(entry) : null;
    if (waiting?.selectedClassId === item._id)
      selected.set(participantOfSelection(waiting), 'selected');
  }
  return useClassCandidates({ classId: item._id, studentEmail, held: selected });
}
