/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Feedback_Sending_ActionInputs */

const en_admin_feedback_sending_action = /** @type {(inputs: Admin_Feedback_Sending_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending feedback`)
};

const bn_admin_feedback_sending_action = /** @type {(inputs: Admin_Feedback_Sending_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিডব্যাক পাঠানো`)
};

/**
* | output |
* | --- |
* | "Sending feedback" |
*
* @param {Admin_Feedback_Sending_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_feedback_sending_action = /** @type {((inputs?: Admin_Feedback_Sending_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Feedback_Sending_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_feedback_sending_action(inputs)
	return en_admin_feedback_sending_action(inputs)
});
