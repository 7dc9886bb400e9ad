/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Feedback_ForInputs */

const en_admin_feedback_for = /** @type {(inputs: Admin_Feedback_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`FeedBack for ${i?.name}`)
};

const bn_admin_feedback_for = /** @type {(inputs: Admin_Feedback_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর জন্য ফিডব্যাক`)
};

/**
* | output |
* | --- |
* | "FeedBack for {name}" |
*
* @param {Admin_Feedback_ForInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_feedback_for = /** @type {((inputs: Admin_Feedback_ForInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Feedback_ForInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_feedback_for(inputs)
	return en_admin_feedback_for(inputs)
});
