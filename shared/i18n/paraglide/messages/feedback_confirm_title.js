/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feedback_Confirm_TitleInputs */

const en_feedback_confirm_title = /** @type {(inputs: Feedback_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure?`)
};

const bn_feedback_confirm_title = /** @type {(inputs: Feedback_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি কি নিশ্চিত?`)
};

/**
* | output |
* | --- |
* | "Are you sure?" |
*
* @param {Feedback_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const feedback_confirm_title = /** @type {((inputs?: Feedback_Confirm_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feedback_Confirm_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_feedback_confirm_title(inputs)
	return en_feedback_confirm_title(inputs)
});
