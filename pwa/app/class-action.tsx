// A class's action on its card and its page, composed from features that never import each
// other: the enrollments' Enrolled (with the pass on the page) for a student who paid for it, the
// waitlist's state for a student in the class's line, else the selections' Select, which becomes
// the waitlist's Join waitlist once the class is full.
import type { Class, ClassDetail } from '#shared/schemas/class.ts';
import { EnrolledAction } from '#pwa/features/enrollments/components/enrolled-action.tsx';
import { useEarlyPress } from '#pwa/lib/auth/early-press.ts';
import { SelectClassButton } from '#pwa/features/selections/components/select-class-button.tsx';
import { JoinWaitlistButton } from '#pwa/features/waitlist/components/join-waitlist-button.tsx';
import { WaitlistAction } from '#pwa/features/waitlist/components/waitlist-action.tsx';
import { usePayOffer } from './use-pay-offer.ts';

export function CardAction({ item }: { item: Class }) {
  // Here, not in Select: the features around it change once the reader is known to be a student.
  const earlyPress = useEarlyPress();
  return (
    <EnrolledAction
      item={item}
      otherwise={
        <WaitlistAction
          item={item}
          otherwise={
            <SelectClassButton
              item={item}
              whenFull={
                <JoinWaitlistButton
                  item={item}
                  pressedEarly={earlyPress.pressedEarly}
                  onEarlyPressTaken={earlyPress.onEarlyPressTaken}
                />
              }
              earlyPress={earlyPress}
            />
          }
        />
      }
    />
  );
}

/**
 * The class page's: enrolled with Show pass; the place in line with Leave, or the seat held with
 * Pay now and Decline; selected with the way to pay; for staff what they can do with the class.
 */
export function PageAction({
  item,
  detail,
}: {
  item: Class;
  /** The class's sessions, when known: the pass names the next one. */
  detail?: ClassDetail;
}) {
  const pay = usePayOffer();
  const earlyPress = useEarlyPress();
  return (
    <EnrolledAction
      item={item}
      variant="page"
      detail={detail}
      otherwise={
        <WaitlistAction
          item={item}
          variant="page"
          onPay={pay}
          otherwise={
            <SelectClassButton
              item={item}
              variant="page"
              whenFull={
                <JoinWaitlistButton
                  item={item}
                  pressedEarly={earlyPress.pressedEarly}
                  onEarlyPressTaken={earlyPress.onEarlyPressTaken}
                />
              }
              earlyPress={earlyPress}
            />
          }
        />
      }
    />
  );
}
