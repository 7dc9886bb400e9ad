import { ManageClasses } from '#pwa/features/admin/components/manage-classes.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>Manage Classes · Sports Academy</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Manage Classes</h1>
      <ManageClasses />
    </section>
  );
}
