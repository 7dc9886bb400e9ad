import type { ReactNode } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import { installFakeApi, json, type ApiCall } from '#pwa/test/fake-api.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
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
    {
      _id: 's1',
      name: 'Sam Lee',
      email: 'student@academy.test',
      phone: '+880 1711 000111',
      children: [],
    },
    { _id: 's2', name: 'Rina Das', email: 'rina@academy.test', phone: null, children: [] },
  ],
};

function renderDesk(ui: ReactNode) {
  return renderWithQueries(ui).user;
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
            discount: 0,
            lines: [
              {
                classId: 'c1',
                className: 'Morning Yoga',
                participantId: null,
                participantName: null,
                price: 1500,
                discount: 0,
              },
            ],
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
      lines: [{ classId: 'c1' }],
      method: 'bank_transfer',
      reference: 'BRAC-1',
    });
    expect(sent).not.toHaveProperty('price');
    // Nothing of the account's own is discounted: its total needs no asking.
    expect(calls.some((call) => call.path === 'desk/payments/quote')).toBe(false);
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

  it("sells a class to a student's children, each chosen per line, at the server's total", async () => {
    const family = {
      _id: 's3',
      name: 'Nusrat Lee',
      email: 'nusrat@academy.test',
      phone: null,
      children: [
        { id: 'k1', name: 'Ayaan Lee', age: 9 },
        { id: 'k2', name: 'Maya Lee', age: 1 },
      ],
    };
    /** The server's quote of the lines sent: 150 off Maya's class (the second child). */
    const quoted = ({ body }: ApiCall) => {
      const lines = (body as { lines: { classId: string; participantId?: string }[] }).lines.map(
        (line) => ({
          classId: line.classId,
          className: 'Morning Yoga',
          participantId: line.participantId ?? null,
          participantName:
            family.children.find((child) => child.id === line.participantId)?.name ?? null,
          price: 1500,
          discount: line.participantId === 'k2' ? 150 : 0,
        }),
      );
      const discount = lines.reduce((sum, line) => sum + line.discount, 0);
      const total = lines.reduce((sum, line) => sum + line.price - line.discount, 0);
      return { lines, discount, total };
    };
    const calls = installFakeApi({
      'GET desk/roster': () => json({ students: [...roster.students, family] }),
      'POST desk/payments/quote': (call) => json({ currency: 'bdt', ...quoted(call) }),
      'POST desk/payments': (call) =>
        json(
          {
            paymentId: 'p2',
            receiptNumber: 'DHK-2026-000043',
            currency: 'bdt',
            classes: ['Morning Yoga', 'Morning Yoga'],
            replayed: false,
            ...quoted(call),
          },
          201,
        ),
    });
    const user = renderDesk(<DeskScreen classes={[yoga]} onRecorded={() => undefined} />);
    await user.type(await screen.findByLabelText(/Find a student/), 'nusrat');
    await user.click(await screen.findByRole('button', { name: 'Choose Nusrat Lee' }));
    expect(
      screen.getByText("This student's family has children: choose who takes each class."),
    ).toBeInTheDocument();

    // With the keyboard alone: the class's checkbox, then who takes it.
    const yogaBox = screen.getByRole('checkbox', { name: /Morning Yoga/ });
    yogaBox.focus();
    await user.keyboard(' ');
    const first = screen.getByRole('combobox', { name: 'Who takes Morning Yoga?' });
    // The account itself until the desk says otherwise: its total needs no asking.
    expect(first).toHaveDisplayValue('Nusrat Lee (account holder)');
    expect(screen.getByText('Total: BDT 1,500')).toBeInTheDocument();
    await user.selectOptions(first, 'Ayaan Lee (child, 9 years old)');
    expect(await screen.findByText('Total: BDT 1,500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add someone else to Morning Yoga' }));
    const [, second] = screen.getAllByRole('combobox', { name: 'Who takes Morning Yoga?' });
    // Ayaan is on the first line: not offered again on the second.
    expect(
      within(second!).getByRole('option', { name: 'Ayaan Lee (child, 9 years old)' }),
    ).toBeDisabled();
    await user.selectOptions(second!, 'Maya Lee (child, 1 year old)');
    expect(await screen.findByText('Total: BDT 2,850')).toBeInTheDocument();
    expect(screen.getByText('Includes a sibling discount of BDT 150.')).toBeInTheDocument();
    expect(screen.getByText('Sibling discount −BDT 150')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Nusrat Lee paid BDT 2,850 (Cash) for Morning Yoga for Ayaan Lee, Morning Yoga for Maya Lee. Includes a sibling discount of BDT 150.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('DHK-2026-000043')).toBeInTheDocument();
    expect(
      screen.getByText(/Morning Yoga for Ayaan Lee, Morning Yoga for Maya Lee/),
    ).toBeInTheDocument();

    const sent = calls.filter((call) => call.path === 'desk/payments').at(-1)?.body;
    expect(sent).toMatchObject({
      studentId: 's3',
      lines: [
        { classId: 'c1', participantId: 'k1' },
        { classId: 'c1', participantId: 'k2' },
      ],
      method: 'cash',
    });
    expect(sent).not.toHaveProperty('classIds');
  });

  it('says why the server refuses a child, and records nothing', async () => {
    const family = {
      _id: 's3',
      name: 'Nusrat Lee',
      email: 'nusrat@academy.test',
      phone: null,
      children: [{ id: 'k1', name: 'Ayaan Lee', age: 9 }],
    };
    const calls = installFakeApi({
      'GET desk/roster': () => json({ students: [family] }),
      'POST desk/payments/quote': () => ({
        status: 409,
        body: {
          error: {
            code: 'conflict',
            reason: 'participant_too_young',
            params: { name: 'Ayaan Lee', age: 9, minAge: 12 },
            message: 'This class takes ages 12 and up on its first day; Ayaan Lee will be 9 then.',
          },
        },
      }),
    });
    const user = renderDesk(<DeskScreen classes={[yoga]} onRecorded={() => undefined} />);
    await user.type(await screen.findByLabelText(/Find a student/), 'nusrat');
    await user.click(await screen.findByRole('button', { name: 'Choose Nusrat Lee' }));
    await user.click(screen.getByRole('checkbox', { name: /Morning Yoga/ }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Who takes Morning Yoga?' }),
      'Ayaan Lee (child, 9 years old)',
    );
    expect(
      await screen.findByText(
        'This class takes ages 12 and up on its first day; Ayaan Lee will be 9 then.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === 'desk/payments')).toBe(false);
  });
});
