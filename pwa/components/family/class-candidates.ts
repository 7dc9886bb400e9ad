// Who in a family a class can be for (decision 049): Select and Join waitlist both ask "for
// whom?" with pwa/components/family/participant-dialog.tsx, over the same members. What makes a
// member taken besides being enrolled (selected, or in the line) is each feature's to say; the
// members, and enrolled, are the same for both, so they are read here once.
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { enrollmentKeys } from '#pwa/lib/api/enrollment-keys.ts';
import { useFamily } from '#pwa/lib/api/family-query.ts';
import type { PaidClass } from '#shared/schemas/payment.ts';

/** Who takes the class: a child of the family (GET /api/family's member), or null for oneself. */
export type Participant = { id: string; name: string } | null;

/**
 * Why a member cannot be chosen: enrolled in the class, selected for it already, or in its line
 * already.
 */
export type Taken = 'enrolled' | 'selected' | 'in-line';

/** A member the action can be for: the account itself (id null) or a child. */
export type Candidate = { id: string | null; name: string; taken: Taken | null };

type ClassCandidatesInput = {
  classId: string;
  /** The signed-in student's e-mail; null (anyone else) reads no family. */
  studentEmail: string | null;
  /**
   * The members (null: the account's own) who cannot take this action for the class besides being
   * enrolled, and why (said beside their names).
   */
  held: ReadonlyMap<string | null, Exclude<Taken, 'enrolled'>>;
};

export type ClassCandidates = {
  /** The members an action can be for; empty when the family has no children. */
  candidates: Candidate[];
  /**
   * Whether the family is known on this device: read, or not to be read now (refused, or offline
   * on a device that never read it; anyone not a student). Until then a press waits
   * (usePressOnceFamilyKnown), so that a parent who taps early is asked for whom.
   */
  familyKnown: boolean;
};

/**
 * The members when the student's family has children (none otherwise: the action is the
 * student's own, as before families): the student first, then each child, each with why they
 * cannot be chosen, if so. Enrolled is read from the enrollments' saved answer, when the student
 * has seen it: the server refuses the rest anyway.
 */
export function useClassCandidates({
  classId,
  studentEmail,
  held,
}: ClassCandidatesInput): ClassCandidates {
  const queryClient = useQueryClient();
  const family = useFamily({ enabled: studentEmail !== null });
  const familyKnown =
    studentEmail === null ||
    family.data !== undefined ||
    family.isError ||
    family.fetchStatus === 'paused';
  const members = family.data?.members ?? [];
  const children = members.filter((member) => member.kind === 'child');
  if (children.length === 0) return { candidates: [], familyKnown };
  const you = family.data?.guardians.find((guardian) => guardian.you);
  const enrolled = new Set<string | null>();
  const paid = queryClient.getQueryData<PaidClass[]>(enrollmentKeys.all);
  for (const enrollment of paid ?? []) {
    if (enrollment.classId === classId) enrolled.add(enrollment.participantId ?? null);
  }
  const takenOf = (id: string | null): Taken | null =>
    enrolled.has(id) ? 'enrolled' : (held.get(id) ?? null);
  return {
    candidates: [
      { id: null, name: you?.name ?? '', taken: takenOf(null) },
      ...children.map((child) => ({ id: child.id, name: child.name, taken: takenOf(child.id) })),
    ],
    familyKnown,
  };
}

/**
 * A press of Select or Join waitlist, held while the student's family is still on its way to
 * this device (`known`: useClassCandidates' familyKnown): `start` then runs with the members
 * known, so a parent who taps early is asked for whom instead of the press being taken as their
 * own. A family that cannot come now counts as known: the action is then the account's own, as
 * before families. `waiting`: a press is held (the button shows it is busy).
 */
export function usePressOnceFamilyKnown(known: boolean, start: () => void) {
  const [held, setHeld] = React.useState(false);
  const startHeld = React.useEffectEvent(start);
  React.useEffect(() => {
    if (!held || !known) return;
    setHeld(false);
    startHeld();
  }, [held, known]);
  return { press: () => (known ? start() : setHeld(true)), waiting: held };
}
