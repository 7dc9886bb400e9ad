import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Family, FamilyMember } from '#shared/schemas/family.ts';
import { familyKeys } from '#pwa/lib/api/family-query.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { createTestQueryClient, renderWithQueries } from '#pwa/test/queries.tsx';
import { FamilyScreen } from './family-screen.tsx';

const self: FamilyMember = {
  id: 'u1',
  kind: 'self',
  name: 'Nusrat Rahman',
  dateOfBirth: null,
  level: null,
  schoolYear: null,
  medicalNotes: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
  photoUrl: null,
  photoConsent: false,
};
const ayaan: FamilyMember = {
  ...self,
  id: 'c1',
  kind: 'child',
  name: 'Ayaan Rahman',
  dateOfBirth: '2017-03-14',
  level: 'beginner',
  schoolYear: 'Class 3',
  medicalNotes: 'Asthma',
  emergencyContactName: 'Imran Rahman',
  emergencyContactPhone: '+880 1711-000000',
};
const familyOf = (members: FamilyMember[]): Family => ({
  members,
  guardians: [{ id: 'u1', name: 'Nusrat Rahman', email: 'nusrat@academy.test', you: true }],
  invitations: [],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the family screen', () => {
  it('shows each member with what matters at the door, and says when there is no child', async () => {
    installFakeApi({ 'GET family': () => json(familyOf([self, ayaan])) });
    renderWithQueries(<FamilyScreen />);
    const card = (await screen.findByRole('heading', { name: 'Ayaan Rahman' })).closest('article')!;
    expect(within(card as HTMLElement).getByText(/years old · Class 3/)).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Medical notes recorded')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Beginner')).toBeInTheDocument();
    expect(screen.queryByText(/No children yet/)).not.toBeInTheDocument();
    cleanup();

    installFakeApi({ 'GET family': () => json(familyOf([self])) });
    renderWithQueries(<FamilyScreen />);
    expect(await screen.findByText(/No children yet/)).toBeInTheDocument();
  });

  it('checks the form before sending, then adds the child once under one id', async () => {
    let members = [self];
    const calls = installFakeApi({
      'GET family': () => json(familyOf(members)),
      'POST family/members': (call) => {
        const added = { ...ayaan, ...(call.body as object) } as FamilyMember;
        members = [self, added];
        return json(added, 201);
      },
    });
    const { user } = renderWithQueries(<FamilyScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    const form = await screen.findByRole('dialog', { name: 'Add a child' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), 'Ayaan Rahman');
    await user.type(within(form).getByLabelText('Date of birth'), '2017-03-14');
    await user.type(within(form).getByLabelText("Emergency contact's name"), 'Imran Rahman');
    await user.type(within(form).getByLabelText("Emergency contact's phone"), '+880 1711-000000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Ayaan Rahman' })).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ayaan Rahman',
      dateOfBirth: '2017-03-14',
      level: null,
      medicalNotes: null,
      photoUrl: null,
      photoConsent: false,
    });
  });

  it("shows the server's refusal of a field at that field", async () => {
    installFakeApi({
      'GET family': () => json(familyOf([self])),
      'POST family/members': () =>
        json(
          {
            error: {
              code: 'bad_request',
              reason: 'validation_date_of_birth_invalid',
              params: {},
              message: 'Enter a date of birth: a real date, not in the future and not before 1900.',
              fields: {
                dateOfBirth:
                  'Enter a date of birth: a real date, not in the future and not before 1900.',
              },
              fieldReasons: {
                dateOfBirth: { reason: 'validation_date_of_birth_invalid', params: {} },
              },
            },
          },
          400,
        ),
    });
    const { user } = renderWithQueries(<FamilyScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    const form = await screen.findByRole('dialog', { name: 'Add a child' });
    await user.type(within(form).getByLabelText('Name'), 'Ayaan Rahman');
    await user.type(within(form).getByLabelText('Date of birth'), '2017-03-14');
    await user.type(within(form).getByLabelText("Emergency contact's name"), 'Imran Rahman');
    await user.type(within(form).getByLabelText("Emergency contact's phone"), '+880 1711-000000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText(/Enter a date of birth/)).not.toHaveLength(0);
    expect(within(form).getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the family it has when its refresh fails (the API answers 502)', async () => {
    installFakeApi({ 'GET family': () => json({}, 502) });
    // Saved long ago, so the screen refreshes it.
    const client = createTestQueryClient([[familyKeys.all, familyOf([self, ayaan])]]);
    renderWithQueries(<FamilyScreen />, client);
    await expect.poll(() => client.getQueryState(familyKeys.all)?.status).toBe('error');
    expect(screen.getByRole('heading', { name: 'Ayaan Rahman' })).toBeInTheDocument();
    expect(screen.queryByText('Your family could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says the family could not be loaded when it has nothing to show', async () => {
    installFakeApi({ 'GET family': () => json({}, 502) });
    renderWithQueries(<FamilyScreen />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Your family could not be loaded.')).toBeInTheDocument();
  });
});
