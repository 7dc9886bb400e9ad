/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Error_Rate_LimitedInputs */

const en_error_rate_limited = /** @type {(inputs: Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many requests. Try again in ${i?.seconds} seconds.`)
};

const bn_error_rate_limited = /** @type {(inputs: Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`অনেক বেশি রিকোয়েস্ট এসেছে। ${i?.seconds} সেকেন্ড পরে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Too many requests. Try again in {seconds} seconds." |
*
* @param {Error_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_rate_limited = /** @type {((inputs: Error_Rate_LimitedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Rate_LimitedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_rate_limited(inputs)
	return en_error_rate_limited(inputs)
});
