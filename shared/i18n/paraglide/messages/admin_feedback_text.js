/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ class: NonNullable<unknown> }} Admin_Feedback_TextInputs */

const en_admin_feedback_text = /** @type {(inputs: Admin_Feedback_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Write a note to the instructor of ${i?.class}. They see it in My Classes.`)
};

const bn_admin_feedback_text = /** @type {(inputs: Admin_Feedback_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.class} ক্লাসের ইনস্ট্রাক্টরকে একটি নোট লিখুন। তিনি এটি “আমার ক্লাস”-এ দেখতে পাবেন।`)
};

/**
* | output |
* | --- |
* | "Write a note to the instructor of {class}. They see it in My Classes." |
*
* @param {Admin_Feedback_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_feedback_text = /** @type {((inputs: Admin_Feedback_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Feedback_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_feedback_text(inputs)
	return en_admin_feedback_text(inputs)
});
