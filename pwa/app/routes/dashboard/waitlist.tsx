// /dashboard/waitlist: "My waitlist", the waitlist feature's list; an offer's Pay now puts the
// class among the selections (that feature's) and opens the payment (this route composes them).
import { usePayOffer } from '#pwa/app/use-pay-offer.ts';
import { MyWaitlist } from '#pwa/features/waitlist/components/my-waitlist.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

export function Component() {
  const { user } = useAuth();
  const pay = usePayOffer();
  return (
    <section className="max-w-3xl space-y-6">
      <title>{m.meta_page_title({ page: m.waitlist_page_title() })}</title>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
          {m.waitlist_page_title()}
        </h1>
        <p className="mt-1 text-slate-600">{m.waitlist_page_intro()}</p>
      </div>
      {user?.email && <MyWaitlist email={user.email} onPay={pay} />}
    </section>
  );
}
