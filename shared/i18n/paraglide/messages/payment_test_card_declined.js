/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_Card_DeclinedInputs */

const en_payment_test_card_declined = /** @type {(inputs: Payment_Test_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

const bn_payment_test_card_declined = /** @type {(inputs: Payment_Test_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ড প্রত্যাখ্যাত হবে`)
};

/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Payment_Test_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_test_card_declined = /** @type {((inputs?: Payment_Test_Card_DeclinedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_Card_DeclinedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_test_card_declined(inputs)
	return en_payment_test_card_declined(inputs)
});
