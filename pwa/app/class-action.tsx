// A class's action on its card and its page, composed from two features that never import each
// other: the waitlist's state for a student in the class's line, else the selections' Select,
// which becomes the waitlist's Join waitlist once the class is full.
import type { Class } from '#shared/schemas/class.ts';
import { SelectClassButton } from '#pwa/features/selections/components/select-class-button.tsx';
import { JoinWaitlistButton } from '#pwa/features/waitlist/components/join-waitlist-button.tsx';
import { WaitlistAction } from '#pwa/features/waitlist/components/waitlist-action.tsx';
import { usePayOffer } from './use-pay-offer.ts';

export function CardAction({ item }: { item: Class }) {
  return (
    <WaitlistAction
      item={item}
      otherwise={<SelectClassButton item={item} whenFull={<JoinWaitlistButton item={item} />} />}
    />
  );
}

/** The class page's: the place in line with Leave, or the seat held with Pay now and Decline. */
export function PageAction({ item }: { item: Class }) {
  const pay = usePayOffer();
  return (
    <WaitlistAction
      item={item}
      variant="page"
      onPay={pay}
      otherwise={<SelectClassButton item={item} whenFull={<JoinWaitlistButton item={item} />} />}
    />
  );
}
