/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_Card_VisaInputs */

const en_payment_test_card_visa = /** @type {(inputs: Payment_Test_Card_VisaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa: succeeds`)
};

const bn_payment_test_card_visa = /** @type {(inputs: Payment_Test_Card_VisaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa: সফল হবে`)
};

/**
* | output |
* | --- |
* | "Visa: succeeds" |
*
* @param {Payment_Test_Card_VisaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_test_card_visa = /** @type {((inputs?: Payment_Test_Card_VisaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_Card_VisaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_test_card_visa(inputs)
	return en_payment_test_card_visa(inputs)
});
