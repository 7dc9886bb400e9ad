/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feedback_Error_TitleInputs */

const en_feedback_error_title = /** @type {(inputs: Feedback_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

const bn_feedback_error_title = /** @type {(inputs: Feedback_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোথাও একটা সমস্যা হয়েছে`)
};

/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Feedback_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const feedback_error_title = /** @type {((inputs?: Feedback_Error_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feedback_Error_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_feedback_error_title(inputs)
	return en_feedback_error_title(inputs)
});
