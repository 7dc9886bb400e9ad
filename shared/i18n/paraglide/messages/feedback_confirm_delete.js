/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feedback_Confirm_DeleteInputs */

const en_feedback_confirm_delete = /** @type {(inputs: Feedback_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, delete it!`)
};

const bn_feedback_confirm_delete = /** @type {(inputs: Feedback_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হ্যাঁ, মুছে ফেলুন!`)
};

/**
* | output |
* | --- |
* | "Yes, delete it!" |
*
* @param {Feedback_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const feedback_confirm_delete = /** @type {((inputs?: Feedback_Confirm_DeleteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feedback_Confirm_DeleteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_feedback_confirm_delete(inputs)
	return en_feedback_confirm_delete(inputs)
});
