/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_Card_Insufficient_FundsInputs */

const en_payment_test_card_insufficient_funds = /** @type {(inputs: Payment_Test_Card_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insufficient funds`)
};

const bn_payment_test_card_insufficient_funds = /** @type {(inputs: Payment_Test_Card_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পর্যাপ্ত টাকা নেই`)
};

/**
* | output |
* | --- |
* | "Insufficient funds" |
*
* @param {Payment_Test_Card_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_test_card_insufficient_funds = /** @type {((inputs?: Payment_Test_Card_Insufficient_FundsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_Card_Insufficient_FundsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_test_card_insufficient_funds(inputs)
	return en_payment_test_card_insufficient_funds(inputs)
});
