/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Pay_FreeInputs */

const en_error_pay_free = /** @type {(inputs: Error_Pay_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These classes are free: there is nothing to pay.`)
};

const bn_error_pay_free = /** @type {(inputs: Error_Pay_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসগুলো ফ্রি: পেমেন্ট করার মতো কিছু নেই।`)
};

/**
* | output |
* | --- |
* | "These classes are free: there is nothing to pay." |
*
* @param {Error_Pay_FreeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_pay_free = /** @type {((inputs?: Error_Pay_FreeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Pay_FreeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_pay_free(inputs)
	return en_error_pay_free(inputs)
});
