import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFamily } from '#shared/schemas/family.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { FindFamilies } from './find-families.tsx';

const family: AdminFamily = {
  id: 'f1',
  createdAt: '2026-11-30T10:00:00.000Z',
  guardians: [{ id: 'u1', name: 'Sam Lee', email: 'student@academy.test', phone: null }],
  members: [
    {
      id: 'c1',
      kind: 'child',
      name: 'Maya Lee',
      dateOfBirth: '2012-08-02',
      level: 'intermediate',
      schoolYear: null,
      medicalNotes: null,
      emergencyContactName: 'Mina Lee',
      emergencyContactPhone: '+880 1711-000222',
      photoUrl: null,
      photoConsent: false,
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admins' families", () => {
  it('asks the server for what is typed and says when nothing is found', async () => {
    const calls = installFakeApi({
      'GET families': (call) =>
        json({ families: new URLSearchParams(call.search).get('q') === 'zzz' ? [] : [family] }),
    });
    const { user } = renderWithQueries(<FindFamilies />);
    expect(await screen.findByRole('heading', { name: 'Family of Sam Lee' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maya Lee' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Guardian or child'), 'zzz');
    expect(await screen.findByText('No family found.')).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?q=zzz');
  });
});
