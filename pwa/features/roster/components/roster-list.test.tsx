// A roster row says when its tick or its untick still waits on this phone, not only the tick.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RosterStudent } from '#shared/schemas/roster.ts';
import type { RowState } from '../lib/door-attendance.ts';
import { RosterList } from './roster-list.tsx';

const student = (name: string): RosterStudent => ({
  email: `${name.toLowerCase()}@academy.test`,
  name,
  photoUrl: null,
  status: 'enrolled',
  tokenDigest: `token-${name}`,
  codeDigest: `code-${name}`,
});
const students = ['Ayaan', 'Maya', 'Sam', 'Nila'].map(student);

function renderRows(rows: Record<string, RowState>) {
  render(
    <RosterList
      students={students}
      rows={new Map(Object.entries(rows).map(([name, row]) => [student(name).email, row]))}
      ticked={{}}
      refusalOf={() => ''}
      onToggle={() => {}}
      onDismiss={() => {}}
    />,
  );
  return (name: string) => screen.getByText(name).closest('li') as HTMLElement;
}

describe('a roster row waiting to sync', () => {
  it('marks a waiting check-in and a waiting undo, and neither once the server has them', () => {
    const row = renderRows({
      Ayaan: { state: 'waiting', checkInId: 'n-1' },
      Maya: { state: 'out', undoWaiting: true },
      Sam: { state: 'in', checkInId: 'n-3' },
      Nila: { state: 'out' },
    });
    expect(within(row('Ayaan')).getByRole('checkbox')).toBeChecked();
    expect(within(row('Ayaan')).getByText('Waiting to sync')).toBeInTheDocument();
    expect(within(row('Maya')).getByRole('checkbox')).not.toBeChecked();
    expect(within(row('Maya')).getByText('Waiting to sync')).toBeInTheDocument();
    expect(within(row('Sam')).queryByText('Waiting to sync')).toBeNull();
    expect(within(row('Nila')).queryByText('Waiting to sync')).toBeNull();
  });
});
