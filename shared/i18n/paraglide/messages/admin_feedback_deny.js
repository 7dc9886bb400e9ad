/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Feedback_DenyInputs */

const en_admin_feedback_deny = /** @type {(inputs: Admin_Feedback_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deny with feedback`)
};

const bn_admin_feedback_deny = /** @type {(inputs: Admin_Feedback_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিডব্যাকসহ নামঞ্জুর করুন`)
};

/**
* | output |
* | --- |
* | "Deny with feedback" |
*
* @param {Admin_Feedback_DenyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_feedback_deny = /** @type {((inputs?: Admin_Feedback_DenyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Feedback_DenyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_feedback_deny(inputs)
	return en_admin_feedback_deny(inputs)
});
