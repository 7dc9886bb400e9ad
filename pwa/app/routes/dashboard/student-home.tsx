import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { StudentOverview } from '#pwa/features/student/components/student-overview.tsx';
import { useAuth } from '#pwa/lib/auth.tsx';

export function Component() {
  const { user } = useAuth();
  const name = user?.displayName?.trim() || 'there';
  return (
    <section className="space-y-6">
      <title>Student Home · Sports Academy</title>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
          Welcome back, {name}!
        </h1>
        <p className="mt-1 text-slate-600">Your classes and payments at a glance.</p>
      </div>
      {user && <StudentOverview email={user.email} />}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.classes}>Browse classes</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.payment}>Pay for selected classes</Link>
        </Button>
      </div>
    </section>
  );
}
