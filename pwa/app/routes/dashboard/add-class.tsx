import { AddClassForm } from '#pwa/features/instructor-classes/components/add-class-form.tsx';
import { useAuth } from '#pwa/lib/auth.tsx';

export function Component() {
  const { user } = useAuth();
  return (
    <section className="max-w-3xl space-y-6">
      <title>Add a Class · Sports Academy</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Add a Class</h1>
      <div className="rounded-card border border-border bg-white p-5 shadow-sm md:p-8">
        <AddClassForm instructor={{ name: user?.displayName ?? '', email: user?.email ?? '' }} />
      </div>
    </section>
  );
}
