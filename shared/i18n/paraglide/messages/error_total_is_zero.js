/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Total_Is_ZeroInputs */

const en_error_total_is_zero = /** @type {(inputs: Error_Total_Is_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The total is $0.00: there is nothing to pay.`)
};

const bn_error_total_is_zero = /** @type {(inputs: Error_Total_Is_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোট ফি শূন্য ডলার: পেমেন্ট করার মতো কিছু নেই।`)
};

/**
* | output |
* | --- |
* | "The total is $0.00: there is nothing to pay." |
*
* @param {Error_Total_Is_ZeroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_total_is_zero = /** @type {((inputs?: Error_Total_Is_ZeroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Total_Is_ZeroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_total_is_zero(inputs)
	return en_error_total_is_zero(inputs)
});
