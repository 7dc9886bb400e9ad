/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Refused_TextInputs */

const en_check_in_refused_text = /** @type {(inputs: Check_In_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The student is shown as not checked in; the reason is by their name.`)
};

const bn_check_in_refused_text = /** @type {(inputs: Check_In_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্টুডেন্টকে চেক-ইন না করা দেখানো হচ্ছে; কারণ তাঁর নামের পাশে আছে।`)
};

/**
* | output |
* | --- |
* | "The student is shown as not checked in; the reason is by their name." |
*
* @param {Check_In_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_refused_text = /** @type {((inputs?: Check_In_Refused_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Refused_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_refused_text(inputs)
	return en_check_in_refused_text(inputs)
});
