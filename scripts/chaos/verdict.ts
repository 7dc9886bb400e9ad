// The chaos run's verdict: what each person saw accepted, folded per thing they acted on, against
// what the server's database holds once the network has healed and the queues have drained.

export type ActionKind =
  'select' | 'delete' | 'join' | 'leave' | 'decline' | 'check-in' | 'undo-check-in' | 'mark-read';

/**
 * What the screen said: `accepted` (done, or waiting to sync), `refused` (with the reason shown),
 * `silent` (neither within the wait: the person cannot tell), `killed` (the tab closed mid-send).
 */
export type Outcome = 'accepted' | 'refused' | 'silent' | 'killed';

export interface ActionRecord {
  actor: string;
  email: string;
  kind: ActionKind;
  /**
   * A class id; at the door, whom the instructor ticked (an account's e-mail, a child's
   * participant id); '' for mark-read.
   */
  target: string;
  /** A parent's action for their child: the child's participant id (decision 049). */
  participant?: string;
  outcome: Outcome;
  reason?: string;
  /** When the screen answered (or the wait ended), ms since the epoch. */
  at: number;
  /**
   * Mark all as read: the creation times of the unread notifications the list showed as it was
   * pressed. The app marks what the person saw, not what reached the server since the list was
   * fetched.
   */
  marked?: string[];
}

/**
 * What the server holds for the run's people, read straight from its database. Whom a row is for
 * (`who`): a child's participant id, or the account's e-mail for its own member.
 */
export interface ServerState {
  /** `${who} ${classId}` of every selection, as many times as rows exist. */
  selections: string[];
  /** `${email} ${classId}` of every selection, by the account it is on (whoever it is for). */
  selectionsOfAccounts: string[];
  /** `${who} ${classId}` of every place waiting or offered, as many times as rows exist. */
  waitlistPlaces: string[];
  /** Who is checked in at the door's session, as many times as rows exist. */
  checkedIn: string[];
  /** By e-mail: the unread notifications' creation times. */
  unread: Map<string, string[]>;
}

type Group = 'selection' | 'waitlist' | 'door';

const GROUP_OF: Partial<Record<ActionKind, { group: Group; on: boolean }>> = {
  select: { group: 'selection', on: true },
  delete: { group: 'selection', on: false },
  join: { group: 'waitlist', on: true },
  leave: { group: 'waitlist', on: false },
  decline: { group: 'waitlist', on: false },
  'check-in': { group: 'door', on: true },
  'undo-check-in': { group: 'door', on: false },
};

/** On, off, or either (the person was never told: the tab closed, or the screen said nothing). */
type Expected = 'on' | 'off' | 'either';

export interface Violation {
  /**
   * lost: seen accepted, not applied; applied: undone or refused, yet applied (or applied twice);
   * foreign: applied for someone who never acted on it; unread: marked read, still unread;
   * server-error: the server answered a 5xx; screen: a screen after sync disagrees with the server.
   */
  kind: 'lost' | 'applied' | 'foreign' | 'unread' | 'server-error' | 'screen';
  detail: string;
}

/** A refusal the device keeps and shows (the outbox's refused entries), by the person's e-mail. */
export type ShownRefusals = Map<string, string[]>;

/** The state each person's accepted actions leave, by `${group} ${who} ${target}`. */
export function expectedStates(records: readonly ActionRecord[]): Map<string, Expected> {
  const states = new Map<string, Expected>();
  for (const record of [...records].sort((a, b) => a.at - b.at)) {
    const meaning = GROUP_OF[record.kind];
    if (!meaning) continue;
    // At the door the instructor acts, and the student is the one checked in; a parent acts
    // for their child.
    const who = meaning.group === 'door' ? record.target : (record.participant ?? record.email);
    const what = meaning.group === 'door' ? '' : record.target;
    const key = `${meaning.group} ${who} ${what}`.trimEnd();
    if (record.outcome === 'accepted') states.set(key, meaning.on ? 'on' : 'off');
    else if (record.outcome !== 'refused') states.set(key, 'either');
    else if (!states.has(key)) states.set(key, 'off');
  }
  return states;
}

function onServer(state: ServerState): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const pair of state.selections) add(`selection ${pair}`);
  for (const pair of state.waitlistPlaces) add(`waitlist ${pair}`);
  for (const email of state.checkedIn) add(`door ${email}`);
  return counts;
}

/**
 * Everything that must hold: each thing acted on is in the state the person last saw accepted
 * (or was refused later with the reason kept on their device), once; nothing is applied for
 * someone who never acted on it; what was marked read is read; the server answered no 5xx.
 */
export function judge(
  records: readonly ActionRecord[],
  state: ServerState,
  refusals: ShownRefusals,
  serverErrors: readonly string[],
): Violation[] {
  const violations: Violation[] = [];
  const expected = expectedStates(records);
  const held = onServer(state);
  const refusedLater = (key: string) => {
    const [, email = '', target = ''] = key.split(' ');
    const target_ = target || email;
    return [...refusals.values()].flat().some((entry) => entry.includes(target_));
  };
  for (const [key, want] of expected) {
    const count = held.get(key) ?? 0;
    if (count > 1) violations.push({ kind: 'applied', detail: `${key}: ${count} times` });
    if (want === 'on' && count === 0 && !refusedLater(key))
      violations.push({ kind: 'lost', detail: `${key}: seen accepted, not on the server` });
    if (want === 'off' && count > 0)
      violations.push({ kind: 'applied', detail: `${key}: undone or refused, yet on the server` });
  }
  for (const key of held.keys())
    if (!expected.has(key))
      violations.push({ kind: 'foreign', detail: `${key}: on the server, never acted on` });

  const marked = new Map<string, Set<string>>();
  for (const record of records)
    if (record.kind === 'mark-read' && record.outcome === 'accepted')
      marked.set(
        record.email,
        new Set([...(marked.get(record.email) ?? []), ...(record.marked ?? [])]),
      );
  for (const [email, seen] of marked) {
    const stillUnread = (state.unread.get(email) ?? []).filter((createdAt) => seen.has(createdAt));
    if (stillUnread.length > 0)
      violations.push({
        kind: 'unread',
        detail: `${email}: ${stillUnread.length} unread though marked read`,
      });
  }
  for (const error of serverErrors) violations.push({ kind: 'server-error', detail: error });
  return violations;
}
