/**
 * Selections in the outbox (pwa/lib/outbox/outbox.ts): a Select is a POST /api/select waiting
 * with the selection's client UUID as its idempotency key, a Delete a DELETE /api/select/:id.
 * What they mean for the screens: shown at once ('Waiting to sync'), refusals with their reason.
 */
import type { QueryClient } from '@tanstack/react-query';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Selection } from '#shared/schemas/selection.ts';
import { paths } from '#pwa/lib/navigation/paths.ts';
import type { ReasonRead } from '#pwa/lib/api/api-client.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import type { OutboxChange } from '#pwa/lib/outbox/outbox.ts';
import type { OutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';
import { labelParams, outboxLabel } from '#pwa/lib/outbox/outbox-labels.ts';
import { useOutbox } from '#pwa/lib/outbox/use-outbox.ts';
import { selectionKeys } from './get-selections.ts';

/** The class (and, for a child, whose it is) a select or a delete names in the list of changes. */
export type SelectionName = { className: string; participantName?: string | null };

const SELECT_LABEL = 'outbox_label_select';
const UNSELECT_LABEL = 'outbox_label_unselect';

/** A select's body is the selection as the screens show it (the server reads only the ids). */
export function selectChange(selection: Selection): OutboxChange {
  const { createdAt: _createdAt, ...body } = selection;
  const label = outboxLabel(SELECT_LABEL, {
    className: body.Name,
    name: body.participantName,
  });
  return {
    id: body._id,
    op: 'select',
    method: 'POST',
    path: 'select',
    body,
    email: body.email,
    label,
  };
}

/** `name`: the selection being deleted, said while the delete waits (its request carries no body). */
export function unselectChange(id: string, email: string, name?: SelectionName): OutboxChange {
  const path = `select/${encodeURIComponent(id)}` as const;
  const label =
    name && outboxLabel(UNSELECT_LABEL, { className: name.className, name: name.participantName });
  return { id, op: 'unselect', method: 'DELETE', path, email, ...(label ? { label } : {}) };
}

/**
 * A select or a delete in words. A select queued before labels were kept still has its class in
 * its body; a delete of that time says only that it changes the selections.
 */
function describeSelection(entry: OutboxEntry): string {
  if (entry.op === 'select') {
    const body = entry.body as Partial<Selection> | undefined;
    const said = labelParams(entry, SELECT_LABEL, ['className']) ?? {
      className: body?.Name,
      name: body?.participantName ?? undefined,
    };
    if (!said.className) return m.outbox_label_selections_fallback();
    const { className, name } = said;
    return name
      ? m.outbox_label_select_for({ className, name })
      : m.outbox_label_select({ className });
  }
  const said = labelParams(entry, UNSELECT_LABEL, ['className']);
  if (!said) return m.outbox_label_selections_fallback();
  const { className, name } = said;
  return name
    ? m.outbox_label_unselect_for({ className, name })
    : m.outbox_label_unselect({ className });
}

/** The selection a waiting select makes, or null for a change that is no select. */
export function selectionOf(entry: OutboxEntry): Selection | null {
  if (entry.op !== 'select') return null;
  return { ...(entry.body as Omit<Selection, 'createdAt'>), createdAt: entry.createdAt };
}

/** The server's list with one of its accepted changes applied. */
function applySent(selections: Selection[], entry: OutboxEntry): Selection[] {
  const rest = selections.filter((selection) => selection._id !== entry.id);
  const added = selectionOf(entry);
  return added ? [...rest, added] : rest;
}

export function selectionOutboxKinds(queryClient: QueryClient): OutboxKinds {
  const onSent = (entry: OutboxEntry) => {
    const key = selectionKeys.list(entry.email);
    queryClient.setQueryData<Selection[]>(key, (list) => list && applySent(list, entry));
    void queryClient.invalidateQueries({ queryKey: key });
  };
  // Read when a refusal is shown, in the language of that moment.
  const refused = {
    get title() {
      return m.error_client_selection_not_saved();
    },
    get description() {
      return m.error_client_see_selected_classes();
    },
  };
  const path = () => paths.dashboard.myClass;
  const describe = describeSelection;
  return {
    select: { onSent, refused, path, describe },
    unselect: { onSent, refused, path, describe },
  };
}

/** A select's mutation variables (create-selection.ts): the class, and the child it is for. */
type Selecting = { item?: { _id: string }; participant?: { id: string } | null };

/** Whether a stored change is the select a mutation with these variables is sending. */
function sendsSelect(entry: OutboxEntry, variables: unknown): boolean {
  const selection = selectionOf(entry);
  const { item, participant } = (variables ?? {}) as Selecting;
  return (
    selection !== null &&
    selection.selectedClassId === item?._id &&
    (selection.participantId ?? null) === (participant?.id ?? null)
  );
}

/**
 * The student's changes on this device, less the selects this tab is sending now (Select says
 * "Selecting…" until the server answers); one made in another tab refreshes the selections too.
 */
export function useSelectionOutbox(email: string | null) {
  return useOutbox(email, selectionKeys.all, {
    mutationKey: selectionKeys.selecting(email ?? ''),
    sends: sendsSelect,
  });
}

/** A row of My selected Classes: the server's, or one still on this device. */
export type SelectionRow = Selection & {
  /** A refusal's `reason` is its English sentence; `refusal`, the API's reason and values. */
  sync?: { state: 'waiting' } | { state: 'refused'; reason: string; refusal?: ReasonRead };
};

/**
 * What the student should see: the server's selections, minus the deletes still waiting, plus
 * the selects still waiting (or refused, until dismissed).
 */
export function mergeOutbox(selections: Selection[], outbox: OutboxEntry[]): SelectionRow[] {
  const unselected = new Set(outbox.filter((e) => e.op === 'unselect').map((e) => e.id));
  const stored = new Set(selections.map((selection) => selection._id));
  const rows: SelectionRow[] = selections.filter((selection) => !unselected.has(selection._id));
  for (const entry of outbox) {
    const selection = selectionOf(entry);
    if (!selection || stored.has(entry.id)) continue;
    rows.push({
      ...selection,
      sync:
        entry.state === 'refused'
          ? {
              state: 'refused',
              reason: entry.lastError ?? m.error_client_selection_refused(),
              refusal: entry.lastErrorReason ?? undefined,
            }
          : { state: 'waiting' },
    });
  }
  return rows;
}
