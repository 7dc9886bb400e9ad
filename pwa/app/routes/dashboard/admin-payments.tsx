import { AdminPayments } from '#pwa/features/payments/components/admin-payments.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>Payments · Sports Academy</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Payments</h1>
      <AdminPayments />
    </section>
  );
}
