import type * as React from 'react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/schemas/user.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import type * as ConfirmModule from '#pwa/components/feedback/confirm-dialog.tsx';
import { DeleteUserAction, RoleAction } from './user-actions.tsx';

// The real confirmation, counted: a row's is rendered only once its Delete has been pressed.
const confirmRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('#pwa/components/feedback/confirm-dialog.tsx', async (importOriginal) => {
  const { ConfirmDialog } = await importOriginal<typeof ConfirmModule>();
  return {
    ConfirmDialog: (props: React.ComponentProps<typeof ConfirmDialog>) => {
      confirmRenders.count++;
      return <ConfirmDialog {...props} />;
    },
  };
});

const student: User = {
  _id: 'u7',
  name: 'Sam Lee',
  email: 'student@academy.test',
  role: null,
  photoURL: null,
};

function stubApi() {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push({ method: request.method, url: request.url });
    return Response.json(request.method === 'DELETE' ? { deletedCount: 1 } : { modifiedCount: 1 });
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  confirmRenders.count = 0;
});

describe('Manage Users actions', () => {
  it('replaces Make Admin and Make Instructor with the role word once the user holds the role', () => {
    stubApi();
    renderWithQueries(
      <>
        <RoleAction user={{ ...student, role: 'admin' }} role="admin" />
        <RoleAction user={{ ...student, role: 'instructor' }} role="instructor" />
      </>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
    expect(screen.getByText('instructor')).toBeInTheDocument();
  });

  it('makes a student front desk with PATCH /api/users/frontdesk/:id', async () => {
    const calls = stubApi();
    const { user } = renderWithQueries(<RoleAction user={student} role="frontdesk" />);
    await user.click(screen.getByRole('button', { name: 'Make Front Desk: Sam Lee' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([
        { method: 'PATCH', url: 'http://localhost:3000/api/users/frontdesk/u7' },
      ]),
    );
  });

  it('makes a student an instructor with PATCH /api/users/instructor/:id', async () => {
    const calls = stubApi();
    const { user } = renderWithQueries(<RoleAction user={student} role="instructor" />);
    await user.click(screen.getByRole('button', { name: 'Make Instructor: Sam Lee' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([
        { method: 'PATCH', url: 'http://localhost:3000/api/users/instructor/u7' },
      ]),
    );
  });

  it("asks 'Are you sure?' before deleting, and deletes only after 'Yes, delete it!'", async () => {
    const calls = stubApi();
    const { user } = renderWithQueries(<DeleteUserAction user={student} isSelf={false} />);
    // A list renders this in every row: its dialog waits for the first press.
    expect(confirmRenders.count).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete Sam Lee' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(dialog).toHaveTextContent("You won't be able to revert this!");
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', url: 'http://localhost:3000/api/users/u7' }]),
    );
  });

  it('does not let an admin delete their own account', () => {
    stubApi();
    renderWithQueries(<DeleteUserAction user={student} isSelf />);
    expect(screen.getByRole('button', { name: 'Delete Sam Lee' })).toBeDisabled();
  });
});
