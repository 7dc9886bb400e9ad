import { Users } from 'lucide-react';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { LoadMore } from '#pwa/components/lists/load-more.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { useAuth } from '#pwa/lib/auth.tsx';
import { useUsers } from '../api/users.ts';
import { DeleteUserAction, RoleAction } from './user-actions.tsx';

const COLUMNS = [
  { header: '#' },
  { header: 'Name' },
  { header: 'Email' },
  { header: 'Make Admin' },
  { header: 'Make Instructor' },
  { header: 'Delete' },
];

/**
 * 'All Users are here', newest first, a page at a time: a table on wide screens (the dashboard's
 * sidebar takes room below xl), cards otherwise, with the same actions.
 */
export function ManageUsers() {
  const { user: me } = useAuth();
  const query = useUsers();
  const isSelf = (email: string) => email.toLowerCase() === me?.email.toLowerCase();
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label="Loading users" count={5} height="h-16" />}
      errorMessage="We could not load the users. Check your connection and try again."
      empty={{
        icon: <Users />,
        title: 'No users yet',
        description:
          'People appear here as soon as they register. Share the sign-up page to get started.',
      }}
    >
      {(data) => (
        <>
          <NeedsConnectionNote action="Changing roles and deleting users" className="mb-4" />
          <ResponsiveList
            items={data}
            itemKey={(user) => user._id}
            columns={COLUMNS}
            row={(user, index) => (
              <>
                <TableCell className="tabular-nums">{index + 1}</TableCell>
                <TableCell breakWords className="font-semibold">
                  {user.name}
                </TableCell>
                <TableCell breakWords>{user.email}</TableCell>
                <TableCell>
                  <RoleAction user={user} role="admin" />
                </TableCell>
                <TableCell>
                  <RoleAction user={user} role="instructor" />
                </TableCell>
                <TableCell>
                  <DeleteUserAction user={user} isSelf={isSelf(user.email)} />
                </TableCell>
              </>
            )}
            card={(user, index) => (
              <>
                <p className="text-xs text-slate-500 tabular-nums">#{index + 1}</p>
                <h2 className="text-base font-bold text-slate-900">{user.name}</h2>
                <p className="text-sm text-slate-600">{user.email}</p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <RoleAction user={user} role="admin" />
                  <RoleAction user={user} role="instructor" />
                  <DeleteUserAction user={user} isSelf={isSelf(user.email)} />
                </div>
              </>
            )}
          />
          <LoadMore query={query} noun="users" />
        </>
      )}
    </QueryStates>
  );
}
