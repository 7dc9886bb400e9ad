import { EnrolledClasses } from '#pwa/features/enrollments/components/enrolled-classes.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>My Enrolled classes · Sports Academy</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Your paid Classes</h1>
      <EnrolledClasses />
    </section>
  );
}
