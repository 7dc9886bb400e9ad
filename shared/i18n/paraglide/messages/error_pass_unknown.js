/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Pass_UnknownInputs */

const en_error_pass_unknown = /** @type {(inputs: Error_Pass_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pass is not known: check the code, or ask the student to show the pass again.`)
};

const bn_error_pass_unknown = /** @type {(inputs: Error_Pass_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পাসটি চেনা যাচ্ছে না: কোডটি আবার দেখুন, বা স্টুডেন্টকে পাসটি আবার দেখাতে বলুন।`)
};

/**
* | output |
* | --- |
* | "This pass is not known: check the code, or ask the student to show the pass again." |
*
* @param {Error_Pass_UnknownInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_pass_unknown = /** @type {((inputs?: Error_Pass_UnknownInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Pass_UnknownInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_pass_unknown(inputs)
	return en_error_pass_unknown(inputs)
});
