import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { DeskScreen } from './desk-screen.tsx';

const yoga = {
  _id: 'c1',
  Name: 'Morning Yoga',
  price: 1500,
  currency: 'bdt',
  sets: 4,
  status: 'approved',
  venue: 'dhaka',
} as Class;
const swim = { ...yoga, _id: 'c2', Name: 'Swim', venue: 'riyadh', currency: 'sar' } as Class;
const roster = {
  students: [
    { _id: 's1', name: 'Sam Lee', email: 'student@academy.test', phone: '+880 1711 000111' },
    { _id: 's2', name: 'Rina Das', email: 'rina@academy.test', phone: null },
  ],
};

function renderDesk(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the desk screen', () => {
  it('finds a student by phone, totals the branch classes and records with the server', async () => {
    const calls = installFakeApi({
      'GET desk/roster': () => json(roster),
      'POST desk/payments': () =>
        json(
          {
            paymentId: 'p1',
            receiptNumber: 'DHK-2026-000042',
            total: 1500,
            currency: 'bdt',
            classes: ['Morning Yoga'],
            replayed: false,
          },
          201,
        ),
    });
    const recorded = vi.fn();
    const user = renderDesk(<DeskScreen classes={[yoga, swim]} onRecorded={recorded} />);
    await user.type(await screen.findByLabelText(/Find a student/), '1711000');
    await user.click(await screen.findByRole('button', { name: 'Choose Sam Lee' }));
    // Riyadh's class is not offered at the Dhaka desk.
    expect(screen.queryByLabelText(/Swim/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Morning Yoga/));
    expect(screen.getByText('Total: BDT 1,500')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Bank transfer'));
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText("Enter the bank transfer's reference.")).toBeInTheDocument();
    expect(screen.getByLabelText('Bank transfer reference')).toHaveFocus();
    await user.type(screen.getByLabelText('Bank transfer reference'), 'BRAC-1');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sam Lee paid BDT 1,500 (Bank transfer) for Morning Yoga.');
    await user.click(screen.getAllByRole('button', { name: 'Record payment' }).at(-1)!);

    expect(await screen.findByText('DHK-2026-000042')).toBeInTheDocument();
    expect(recorded).toHaveBeenCalledOnce();
    const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      studentId: 's1',
      classIds: ['c1'],
      method: 'bank_transfer',
      reference: 'BRAC-1',
    });
    expect(sent).not.toHaveProperty('price');
  });

  it('offline, finds students from the saved roster and explains why it cannot record', async () => {
    installFakeApi({ 'GET desk/roster': () => json(roster) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = renderDesk(<DeskScreen classes={[yoga]} onRecorded={() => undefined} />);
    await user.type(await screen.findByLabelText(/Find a student/), 'rina');
    expect(await screen.findByRole('button', { name: 'Choose Rina Das' })).toBeInTheDocument();
    expect(
      screen.getByText('Recording a payment needs the connection: nothing is kept to send later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeDisabled();
  });
});
