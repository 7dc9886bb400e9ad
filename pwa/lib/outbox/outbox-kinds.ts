/**
 * What each kind of queued change means, told by the feature that queues it, so the outbox
 * needs to know none of them. The app provides them (pwa/app/outbox-kinds.ts) as a loader: the
 * features' code loads with the outbox, after first paint, never before.
 */
import type { OutboxEntry } from '../local-db.ts';

export type OutboxKind = {
  /**
   * The server accepted the change: show it as the server's now (a refetch the network cuts must
   * not undo it on screen), and refresh what it changed.
   */
  onSent?: (entry: OutboxEntry) => void;
  /** Said when the server refuses it while the user was elsewhere; the reason stays by the entry. */
  refused: { title: string; description: string };
};

/** By `op`, the name a feature gives its change ('select'). */
export type OutboxKinds = Readonly<Record<string, OutboxKind>>;

let load: (() => Promise<OutboxKinds>) | null = null;
let loaded: Promise<OutboxKinds> | null = null;

export function provideOutboxKinds(loader: () => Promise<OutboxKinds>): () => void {
  load = loader;
  loaded = null;
  return () => {
    if (load !== loader) return;
    load = null;
    loaded = null;
  };
}

/** The kinds, once loaded; none when the app provided none (or their code could not load). */
export function outboxKinds(): Promise<OutboxKinds> {
  if (!load) return Promise.resolve({});
  loaded ??= load().catch((error: unknown) => {
    console.warn('Could not load what the waiting changes mean', error);
    loaded = null;
    return {};
  });
  return loaded;
}
