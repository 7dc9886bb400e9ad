/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Refund_In_ProgressInputs */

const en_error_refund_in_progress = /** @type {(inputs: Error_Refund_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This refund is being sent right now: look again in a minute.`)
};

const bn_error_refund_in_progress = /** @type {(inputs: Error_Refund_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই রিফান্ডটি এখনই পাঠানো হচ্ছে: এক মিনিট পরে আবার দেখুন।`)
};

/**
* | output |
* | --- |
* | "This refund is being sent right now: look again in a minute." |
*
* @param {Error_Refund_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_refund_in_progress = /** @type {((inputs?: Error_Refund_In_ProgressInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Refund_In_ProgressInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_refund_in_progress(inputs)
	return en_error_refund_in_progress(inputs)
});
