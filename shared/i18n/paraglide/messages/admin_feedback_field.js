/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Feedback_FieldInputs */

const en_admin_feedback_field = /** @type {(inputs: Admin_Feedback_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback`)
};

const bn_admin_feedback_field = /** @type {(inputs: Admin_Feedback_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিডব্যাক`)
};

/**
* | output |
* | --- |
* | "Feedback" |
*
* @param {Admin_Feedback_FieldInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_feedback_field = /** @type {((inputs?: Admin_Feedback_FieldInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Feedback_FieldInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_feedback_field(inputs)
	return en_admin_feedback_field(inputs)
});
