/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ digits: NonNullable<unknown> }} Payment_Test_Cards_HintInputs */

const en_payment_test_cards_hint = /** @type {(inputs: Payment_Test_Cards_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Any future date and any ${i?.digits} digits. A date in the past → expired card.`)
};

const bn_payment_test_cards_hint = /** @type {(inputs: Payment_Test_Cards_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ভবিষ্যতের যেকোনো তারিখ আর যেকোনো ${i?.digits}টি অঙ্ক দিন। অতীতের তারিখ দিলে → মেয়াদ শেষ হওয়া কার্ড।`)
};

/**
* | output |
* | --- |
* | "Any future date and any {digits} digits. A date in the past → expired card." |
*
* @param {Payment_Test_Cards_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_test_cards_hint = /** @type {((inputs: Payment_Test_Cards_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_Cards_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_test_cards_hint(inputs)
	return en_payment_test_cards_hint(inputs)
});
