/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feedback_Confirm_TextInputs */

const en_feedback_confirm_text = /** @type {(inputs: Feedback_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You won't be able to revert this!`)
};

const bn_feedback_confirm_text = /** @type {(inputs: Feedback_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এটা আর ফেরানো যাবে না!`)
};

/**
* | output |
* | --- |
* | "You won't be able to revert this!" |
*
* @param {Feedback_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const feedback_confirm_text = /** @type {((inputs?: Feedback_Confirm_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feedback_Confirm_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_feedback_confirm_text(inputs)
	return en_feedback_confirm_text(inputs)
});
