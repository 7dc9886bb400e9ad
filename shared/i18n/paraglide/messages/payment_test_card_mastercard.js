/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_Card_MastercardInputs */

const en_payment_test_card_mastercard = /** @type {(inputs: Payment_Test_Card_MastercardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mastercard: succeeds`)
};

const bn_payment_test_card_mastercard = /** @type {(inputs: Payment_Test_Card_MastercardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mastercard: সফল হবে`)
};

/**
* | output |
* | --- |
* | "Mastercard: succeeds" |
*
* @param {Payment_Test_Card_MastercardInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_test_card_mastercard = /** @type {((inputs?: Payment_Test_Card_MastercardInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_Card_MastercardInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_test_card_mastercard(inputs)
	return en_payment_test_card_mastercard(inputs)
});
