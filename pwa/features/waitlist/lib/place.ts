// "You are 3rd in line": English picks its ordinal suffix by the number's ordinal category
// (1st, 2nd, 3rd, 4th, 11th, 21st…); Bangla says "{n} নম্বর" for every number, so its four
// messages read the same. The number itself is the reader's digits (useFormat().count).
import { m } from '#shared/i18n/paraglide/messages.js';

const ORDINAL = new Intl.PluralRules('en', { type: 'ordinal' });

const PLACE_MESSAGES = {
  one: m.waitlist_place_one,
  two: m.waitlist_place_two,
  few: m.waitlist_place_few,
  other: m.waitlist_place_other,
} as const;

export function placeText(place: number, count: (value: number) => string): string {
  const category = ORDINAL.select(place);
  const message =
    category === 'one' || category === 'two' || category === 'few'
      ? PLACE_MESSAGES[category]
      : PLACE_MESSAGES.other;
  return message({ place: count(place) });
}
