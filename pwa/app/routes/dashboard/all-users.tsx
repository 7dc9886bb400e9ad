import { ManageUsers } from '#pwa/features/admin/components/manage-users.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>Manage Users · Sports Academy</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">All Users are here</h1>
      <ManageUsers />
    </section>
  );
}
