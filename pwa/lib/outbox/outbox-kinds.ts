/**
 * What each kind of queued change means, told by the feature that queues it, so the outbox knows
 * none of them. The app provides them (pwa/app/outbox-kinds.ts) as a loader: the features' code
 * loads when the outbox first sends.
 */
import type { OutboxEntry } from '../storage/local-db.ts';

export type OutboxKind = {
  /** The server accepted it: show it as the server's now (a refetch the network cuts must not undo it). */
  onSent?: (entry: OutboxEntry) => void;
  /** Said when the server refuses it in the background; the reason stays by the entry. */
  refused: { title: string; description: string };
  /**
   * The page where the change shows (without a language prefix), so the bell's entry for a
   * refusal opens it; none: the entry opens nothing.
   */
  path?: (entry: OutboxEntry) => string;
  /**
   * What the change is, in the reader's language ("Select Football"), from its stored label, or
   * a plain sentence of the kind's when it has none (an entry queued before labels were kept).
   */
  describe?: (entry: OutboxEntry) => string;
};

/** By `op`, the name a feature gives its change ('select'). */
export type OutboxKinds = Readonly<Record<string, OutboxKind>>;

let load: () => Promise<OutboxKinds> = async () => ({});

export function provideOutboxKinds(loader: () => Promise<OutboxKinds>): () => void {
  load = loader;
  return () => {
    if (load === loader) load = async () => ({});
  };
}

/** The kinds the app provides (none if their code cannot load: the changes are sent anyway). */
export function outboxKinds(): Promise<OutboxKinds> {
  return load().catch(() => ({}));
}
