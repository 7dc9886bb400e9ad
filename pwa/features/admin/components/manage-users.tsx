import { Users } from 'lucide-react';
import { LoadMore } from '#pwa/components/lists/load-more.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#pwa/components/ui/table.tsx';
import { useAuth } from '#pwa/lib/auth.tsx';
import { useUsers } from '../api/users.ts';
import { DeleteUserAction, RoleAction } from './user-actions.tsx';

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
          <div className="hidden xl:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>#</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Make Admin</TableHead>
                  <TableHead>Make Instructor</TableHead>
                  <TableHead>Delete</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((user, index) => (
                  <TableRow key={user._id}>
                    <TableCell className="tabular-nums">{index + 1}</TableCell>
                    <TableCell className="font-semibold">{user.name}</TableCell>
                    <TableCell className="max-w-64 truncate">{user.email}</TableCell>
                    <TableCell>
                      <RoleAction user={user} role="admin" />
                    </TableCell>
                    <TableCell>
                      <RoleAction user={user} role="instructor" />
                    </TableCell>
                    <TableCell>
                      <DeleteUserAction user={user} isSelf={isSelf(user.email)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 xl:hidden">
            {data.map((user, index) => (
              <li
                key={user._id}
                className="rounded-card border border-border bg-white p-4 shadow-sm"
              >
                <p className="text-xs text-slate-500 tabular-nums">#{index + 1}</p>
                <h2 className="text-base font-bold text-slate-900">{user.name}</h2>
                <p className="truncate text-sm text-slate-600">{user.email}</p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <RoleAction user={user} role="admin" />
                  <RoleAction user={user} role="instructor" />
                  <DeleteUserAction user={user} isSelf={isSelf(user.email)} />
                </div>
              </li>
            ))}
          </ul>
          <LoadMore query={query} noun="users" />
        </>
      )}
    </QueryStates>
  );
}
