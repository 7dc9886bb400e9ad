/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Way_To_PayInputs */

const en_payment_way_to_pay = /** @type {(inputs: Payment_Way_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Way to pay`)
};

const bn_payment_way_to_pay = /** @type {(inputs: Payment_Way_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টের মাধ্যম`)
};

/**
* | output |
* | --- |
* | "Way to pay" |
*
* @param {Payment_Way_To_PayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_way_to_pay = /** @type {((inputs?: Payment_Way_To_PayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Way_To_PayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_way_to_pay(inputs)
	return en_payment_way_to_pay(inputs)
});
