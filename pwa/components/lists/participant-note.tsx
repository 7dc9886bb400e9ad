// "For Ayaan": whose a selection or a class in a payment is, when it is a child's (decision 049).
// Nothing for the account's own, so an adult's lists look as they did before families.
import { UserRound } from 'lucide-react';
import { m } from '#shared/i18n/paraglide/messages.js';

/**
 * A class's name as a button says it for a family's member: "Football (Ayaan)" for a child, so
 * that a family's buttons for one class (Delete, Leave waitlist) differ to a screen reader.
 */
export const classNameFor = (className: string, participantName: string | null | undefined) =>
  participantName ? `${className} (${participantName})` : className;

export function ParticipantNote({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  return (
    <span className="mt-1 inline-flex max-w-full items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800">
      <UserRound aria-hidden="true" className="size-3 shrink-0" />
      <span className="wrap-anywhere">{m.for_participant({ name })}</span>
    </span>
  );
}
