import { PaymentHistory } from '#pwa/features/payments/components/payment-history.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>My Payments History · Sports Academy</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Your Payments</h1>
      <PaymentHistory />
    </section>
  );
}
