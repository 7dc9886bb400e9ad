/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Feedback_ApproveInputs */

const en_admin_feedback_approve = /** @type {(inputs: Admin_Feedback_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve with feedback`)
};

const bn_admin_feedback_approve = /** @type {(inputs: Admin_Feedback_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিডব্যাকসহ অনুমোদন দিন`)
};

/**
* | output |
* | --- |
* | "Approve with feedback" |
*
* @param {Admin_Feedback_ApproveInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_feedback_approve = /** @type {((inputs?: Admin_Feedback_ApproveInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Feedback_ApproveInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_feedback_approve(inputs)
	return en_admin_feedback_approve(inputs)
});
