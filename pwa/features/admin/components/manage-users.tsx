import { Users } from 'lucide-react';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { LoadMore } from '#pwa/components/lists/load-more.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUsers } from '../api/users.ts';
import { DeleteUserAction, RoleAction } from './user-actions.tsx';

// Read as the list renders: the headings are in the page's language.
const columns = () => [
  { header: '#' },
  { header: m.dashboard_col_name() },
  { header: m.dashboard_col_email() },
  { header: m.admin_col_make_admin() },
  { header: m.admin_col_make_instructor() },
  { header: m.admin_col_make_frontdesk() },
  { header: m.dashboard_delete() },
];

/**
 * 'All Users are here', newest first, a page at a time: a table on wide screens (the dashboard's
 * sidebar takes room below xl), cards otherwise, with the same actions.
 */
export function ManageUsers() {
  const { user: me } = useAuth();
  const query = useUsers();
  const format = useFormat();
  const isSelf = (email: string) => email.toLowerCase() === me?.email.toLowerCase();
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label={m.admin_users_loading()} count={5} height="h-16" />}
      errorMessage={m.admin_users_error()}
      empty={{
        icon: <Users />,
        title: m.admin_users_empty_title(),
        description: m.admin_users_empty_text(),
      }}
    >
      {(data) => (
        <>
          <NeedsConnectionNote action={m.admin_users_offline_action()} className="mb-4" />
          <ResponsiveList
            items={data}
            itemKey={(user) => user._id}
            columns={columns()}
            row={(user, index) => (
              <>
                <TableCell className="tabular-nums">{format.count(index + 1)}</TableCell>
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
                  <RoleAction user={user} role="frontdesk" />
                </TableCell>
                <TableCell>
                  <DeleteUserAction user={user} isSelf={isSelf(user.email)} />
                </TableCell>
              </>
            )}
            card={(user, index) => (
              <>
                <p className="text-xs text-slate-500 tabular-nums">#{format.count(index + 1)}</p>
                <h2 className="text-base font-bold text-slate-900">{user.name}</h2>
                <p className="text-sm text-slate-600">{user.email}</p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <RoleAction user={user} role="admin" />
                  <RoleAction user={user} role="instructor" />
                  <RoleAction user={user} role="frontdesk" />
                  <DeleteUserAction user={user} isSelf={isSelf(user.email)} />
                </div>
              </>
            )}
          />
          <LoadMore query={query} noun={m.dashboard_noun_users()} />
        </>
      )}
    </QueryStates>
  );
}
