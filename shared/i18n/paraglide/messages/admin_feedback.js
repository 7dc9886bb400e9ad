/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_FeedbackInputs */

const en_admin_feedback = /** @type {(inputs: Admin_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FeedBack`)
};

const bn_admin_feedback = /** @type {(inputs: Admin_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিডব্যাক`)
};

/**
* | output |
* | --- |
* | "FeedBack" |
*
* @param {Admin_FeedbackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_feedback = /** @type {((inputs?: Admin_FeedbackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_FeedbackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_feedback(inputs)
	return en_admin_feedback(inputs)
});
