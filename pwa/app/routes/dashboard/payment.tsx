import { PaymentSummary } from '#pwa/features/payments/components/payment-summary.tsx';
import { useAuth } from '#pwa/lib/auth.tsx';

export function Component() {
  const { user } = useAuth();
  return (
    <section className="max-w-2xl space-y-6">
      <title>Payment · Sports Academy</title>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Payment</h1>
        <p className="mt-1 text-slate-600">One card payment for all your selected classes.</p>
      </div>
      {user && <PaymentSummary email={user.email} />}
    </section>
  );
}
