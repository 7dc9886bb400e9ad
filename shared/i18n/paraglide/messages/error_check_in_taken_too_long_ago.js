/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Check_In_Taken_Too_Long_AgoInputs */

const en_error_check_in_taken_too_long_ago = /** @type {(inputs: Error_Check_In_Taken_Too_Long_AgoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This check-in was taken more than a week ago and can no longer be recorded.`)
};

const bn_error_check_in_taken_too_long_ago = /** @type {(inputs: Error_Check_In_Taken_Too_Long_AgoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই চেক-ইনটি এক সপ্তাহেরও বেশি আগে নেওয়া হয়েছে, তাই এখন আর রাখা যাবে না।`)
};

/**
* | output |
* | --- |
* | "This check-in was taken more than a week ago and can no longer be recorded." |
*
* @param {Error_Check_In_Taken_Too_Long_AgoInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_check_in_taken_too_long_ago = /** @type {((inputs?: Error_Check_In_Taken_Too_Long_AgoInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Check_In_Taken_Too_Long_AgoInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_check_in_taken_too_long_ago(inputs)
	return en_error_check_in_taken_too_long_ago(inputs)
});
