// The chaos run's verdict on made-up runs: each way a change can be lost, applied twice, applied
// after its undo, or sent as someone else is caught, and what the person was never told is not
// held against the app.
import { describe, expect, it } from 'vitest';
import { expectedStates, judge, type ActionRecord, type ServerState } from './verdict.ts';

const ANA = 'ana@academy.test';
const BOB = 'bob@academy.test';
let clock = 1_000;
const act = (
  email: string,
  kind: ActionRecord['kind'],
  target: string,
  outcome: ActionRecord['outcome'] = 'accepted',
): ActionRecord => ({ actor: email, email, kind, target, outcome, at: (clock += 1_000) });

const server = (state: Partial<ServerState> = {}): ServerState => ({
  selections: [],
  selectionsOfAccounts: [],
  waitlistPlaces: [],
  checkedIn: [],
  unread: new Map(),
  ...state,
});

const kinds = (records: ActionRecord[], state: ServerState, refusals = new Map()) =>
  judge(records, state, refusals, []).map((violation) => violation.kind);

describe('the expected state', () => {
  it('follows the last action seen accepted; a refusal changes nothing', () => {
    const states = expectedStates([
      act(ANA, 'select', 'c1'),
      act(ANA, 'delete', 'c1'),
      act(ANA, 'select', 'c1', 'refused'),
      act(ANA, 'join', 'w1'),
    ]);
    expect(states.get(`selection ${ANA} c1`)).toBe('off');
    expect(states.get(`waitlist ${ANA} w1`)).toBe('on');
  });

  it('is either way after an action the person never saw answered, until the next one', () => {
    const states = expectedStates([act(ANA, 'select', 'c1'), act(ANA, 'delete', 'c1', 'killed')]);
    expect(states.get(`selection ${ANA} c1`)).toBe('either');
    const later = expectedStates([act(ANA, 'select', 'c1', 'silent'), act(ANA, 'delete', 'c1')]);
    expect(later.get(`selection ${ANA} c1`)).toBe('off');
  });

  it('keys the door by the student checked in, not the instructor who ticked', () => {
    const tick = { ...act('coach@academy.test', 'check-in', ANA) };
    expect(expectedStates([tick]).get(`door ${ANA}`)).toBe('on');
  });
});

describe('the verdict', () => {
  it('passes a run whose server holds exactly what was seen accepted', () => {
    const records = [act(ANA, 'select', 'c1'), act(ANA, 'join', 'w1'), act(BOB, 'select', 'c1')];
    const state = server({
      selections: [`${ANA} c1`, `${BOB} c1`],
      waitlistPlaces: [`${ANA} w1`],
    });
    expect(kinds(records, state)).toEqual([]);
  });

  it('finds a change seen accepted that never arrived', () => {
    expect(kinds([act(ANA, 'select', 'c1')], server())).toEqual(['lost']);
  });

  it('excuses it when the device keeps its refusal to show', () => {
    const refusals = new Map([['phone', [JSON.stringify({ body: { selectedClassId: 'c1' } })]]]);
    expect(kinds([act(ANA, 'select', 'c1')], server(), refusals)).toEqual([]);
  });

  it('finds an undo that did not hold: the create arrived after its delete', () => {
    const records = [act(ANA, 'join', 'w1'), act(ANA, 'leave', 'w1')];
    expect(kinds(records, server({ waitlistPlaces: [`${ANA} w1`] }))).toEqual(['applied']);
  });

  it('finds a change applied twice', () => {
    const records = [act('coach@academy.test', 'check-in', ANA)];
    expect(kinds(records, server({ checkedIn: [ANA, ANA] }))).toEqual(['applied']);
  });

  it("keys a parent's action for a child by the child, apart from the parent's own", () => {
    const forChild = { ...act(ANA, 'select', 'c1'), participant: 'kid-1' };
    expect(kinds([forChild], server({ selections: ['kid-1 c1'] }))).toEqual([]);
    // Sent as the parent's own, it is lost for the child and foreign for the parent.
    expect(kinds([forChild], server({ selections: [`${ANA} c1`] }))).toEqual(['lost', 'foreign']);
  });

  it('finds a change sent as someone who never made it', () => {
    const records = [act(ANA, 'select', 'c1')];
    const state = server({ selections: [`${ANA} c1`, `${BOB} c1`] });
    expect(kinds(records, state)).toEqual(['foreign']);
  });

  it('finds notifications still unread that the list showed as Mark all as read was pressed', () => {
    const shown = new Date(Date.now() - 60_000).toISOString();
    const marked = { ...act(ANA, 'mark-read', ''), marked: [shown] };
    expect(kinds([marked], server({ unread: new Map([[ANA, [shown]]]) }))).toEqual(['unread']);
  });

  it('leaves unread what came after the list the person saw, even before the press', () => {
    const shown = new Date(Date.now() - 60_000).toISOString();
    const later = new Date(Date.now() - 30_000).toISOString();
    const marked = { ...act(ANA, 'mark-read', ''), marked: [shown] };
    expect(kinds([marked], server({ unread: new Map([[ANA, [later]]]) }))).toEqual([]);
  });

  it('takes either state for what the person was never told', () => {
    const records = [act(ANA, 'select', 'c1', 'killed'), act(BOB, 'select', 'c2', 'silent')];
    expect(kinds(records, server({ selections: [`${ANA} c1`] }))).toEqual([]);
  });

  it('fails on any 5xx the server answered', () => {
    const violations = judge([], server(), new Map(), ['500 POST /api/select']);
    expect(violations).toEqual([{ kind: 'server-error', detail: '500 POST /api/select' }]);
  });
});
