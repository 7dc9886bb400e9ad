/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Empty_TextInputs */

const en_instructor_empty_text = /** @type {(inputs: Instructor_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your first class; it appears on the Classes page once an admin approves it.`)
};

const bn_instructor_empty_text = /** @type {(inputs: Instructor_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার প্রথম ক্লাসটি যোগ করুন; অ্যাডমিন অনুমোদন দিলে এটি ক্লাস পেজে দেখা যাবে।`)
};

/**
* | output |
* | --- |
* | "Add your first class; it appears on the Classes page once an admin approves it." |
*
* @param {Instructor_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_empty_text = /** @type {((inputs?: Instructor_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_empty_text(inputs)
	return en_instructor_empty_text(inputs)
});
