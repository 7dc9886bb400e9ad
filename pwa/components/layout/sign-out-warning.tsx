/**
 * Asked before signing out while changes of the person still wait on this device: how many, which
 * (the first few by name), and what becomes of them. Loaded when Logout is pressed (user-menu.tsx),
 * with the outbox: neither is first-paint code.
 */
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { useNumbers } from '#pwa/lib/i18n/locale.tsx';
import { outboxKinds, type OutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';
import { describeChange } from '#pwa/lib/outbox/outbox-labels.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/** How many changes the dialog names; the rest are counted ("and 3 more"). */
const NAMED = 5;

type WaitingChanges = { entries: OutboxEntry[]; kinds: OutboxKinds };

/**
 * The person's changes still to be sent from this device, oldest first. Refused ones are not:
 * nothing more happens to them, signed in or not.
 */
export async function findWaitingChanges(email: string): Promise<WaitingChanges> {
  const { listOutbox } = await import('#pwa/lib/outbox/outbox.ts');
  const entries = (await listOutbox(email)).filter((entry) => entry.state === 'pending');
  return { entries, kinds: entries.length > 0 ? await outboxKinds() : {} };
}

export function SignOutWarning({
  open,
  onOpenChange,
  changes,
  onSignOut,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  changes: WaitingChanges;
  onSignOut: () => void;
  /** Opened after an await, not by a trigger: the focus goes back to Logout this way. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const numbers = useNumbers();
  const { entries, kinds } = changes;
  const count = { count: numbers.count(entries.length) };
  const more = entries.length - NAMED;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onSignOut}
      title={m.sign_out_waiting_title()}
      description={
        <>
          <p>
            {entries.length === 1 ? m.sign_out_waiting_one(count) : m.sign_out_waiting_other(count)}
          </p>
          <ul className="list-disc space-y-1 pl-5 text-start font-medium wrap-anywhere text-slate-800">
            {entries.slice(0, NAMED).map((entry) => (
              <li key={entry.id}>{describeChange(entry, kinds)}</li>
            ))}
            {more > 0 && <li>{m.sign_out_waiting_more({ count: numbers.count(more) })}</li>}
          </ul>
          <p>{m.sign_out_waiting_what()}</p>
        </>
      }
      // "Stay signed in" is the dialog's Cancel: Radix gives it the focus when the dialog opens.
      cancelLabel={m.sign_out_stay()}
      confirmLabel={m.sign_out_anyway()}
      confirmVariant="default"
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
