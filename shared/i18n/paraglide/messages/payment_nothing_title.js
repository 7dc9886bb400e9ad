/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Nothing_TitleInputs */

const en_payment_nothing_title = /** @type {(inputs: Payment_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to pay`)
};

const bn_payment_nothing_title = /** @type {(inputs: Payment_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট করার মতো কিছু নেই`)
};

/**
* | output |
* | --- |
* | "Nothing to pay" |
*
* @param {Payment_Nothing_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_nothing_title = /** @type {((inputs?: Payment_Nothing_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Nothing_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_nothing_title(inputs)
	return en_payment_nothing_title(inputs)
});
