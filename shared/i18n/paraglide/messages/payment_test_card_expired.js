/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_Card_ExpiredInputs */

const en_payment_test_card_expired = /** @type {(inputs: Payment_Test_Card_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired card`)
};

const bn_payment_test_card_expired = /** @type {(inputs: Payment_Test_Card_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেয়াদ শেষ হওয়া কার্ড`)
};

/**
* | output |
* | --- |
* | "Expired card" |
*
* @param {Payment_Test_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_test_card_expired = /** @type {((inputs?: Payment_Test_Card_ExpiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_Card_ExpiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_test_card_expired(inputs)
	return en_payment_test_card_expired(inputs)
});
