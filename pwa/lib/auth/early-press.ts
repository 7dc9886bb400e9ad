import * as React from 'react';
import { useAuth } from './auth.tsx';

/** Which of the two a press made before it was known who is asking was. */
export type EarlyPressed = 'select' | 'join';

export type EarlyPress = {
  /** What was pressed before it was known who is asking, if anything. */
  pressedEarly: EarlyPressed | null;
  /** Called as that press is done (or dropped), once. */
  onEarlyPressTaken: () => void;
};

/** useEarlyPress's, kept by the composer: the press, and how the visitor's button makes one. */
export type EarlyPressState = EarlyPress & { onPressEarly: (pressed: EarlyPressed) => void };

/**
 * A press of Select (Join waitlist on a full class) before it is known who is asking (the page's
 * HTML, the app just started): held, the button seen pressed, then done for whoever it turns out
 * to be. A disabled button there would lose the tap, and the tap the page held before the app
 * started (decision 053). Kept by the card or page that composes Select and Join waitlist
 * (pwa/app/class-action.tsx), which stays while the features around them change once the reader
 * is known to be a student.
 *
 * The press keeps what the button said: it is done only by a button that still says it. A Join
 * waitlist pressed on a class whose seat came free meanwhile is not a Select (which holds the
 * seat to pay for), nor a Select pressed on a class full since a Join: it is dropped, and the
 * button shown says what can be done now.
 */
export function useEarlyPress(): EarlyPressState {
  const { loading, roleLoading } = useAuth();
  const whoKnown = !loading && !roleLoading;
  const [pressedEarly, setPressedEarly] = React.useState<EarlyPressed | null>(null);
  const onEarlyPressTaken = React.useCallback(() => setPressedEarly(null), []);
  const onPressEarly = React.useCallback((pressed: EarlyPressed) => setPressedEarly(pressed), []);
  // The button shown once the reader is known takes the press in its own effect, which runs
  // before this one. A press nobody took (staff, or a student enrolled or in line already) is
  // dropped here: kept, it would act when a Select or Join appears later (after leaving a line).
  React.useEffect(() => {
    if (whoKnown && pressedEarly) setPressedEarly(null);
  }, [whoKnown, pressedEarly]);
  return { pressedEarly, onEarlyPressTaken, onPressEarly };
}
