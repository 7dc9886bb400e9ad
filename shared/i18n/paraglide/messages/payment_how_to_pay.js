/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_How_To_PayInputs */

const en_payment_how_to_pay = /** @type {(inputs: Payment_How_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like to pay?`)
};

const bn_payment_how_to_pay = /** @type {(inputs: Payment_How_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কীভাবে পেমেন্ট করবেন?`)
};

/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Payment_How_To_PayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_how_to_pay = /** @type {((inputs?: Payment_How_To_PayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_How_To_PayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_how_to_pay(inputs)
	return en_payment_how_to_pay(inputs)
});
