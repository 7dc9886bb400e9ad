/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_CancelledInputs */

const en_check_in_cancelled = /** @type {(inputs: Check_In_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This session is cancelled.`)
};

const bn_check_in_cancelled = /** @type {(inputs: Check_In_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সেশনটি বাতিল হয়েছে।`)
};

/**
* | output |
* | --- |
* | "This session is cancelled." |
*
* @param {Check_In_CancelledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_cancelled = /** @type {((inputs?: Check_In_CancelledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_CancelledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_cancelled(inputs)
	return en_check_in_cancelled(inputs)
});
