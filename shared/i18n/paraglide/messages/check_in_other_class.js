/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Other_ClassInputs */

const en_check_in_other_class = /** @type {(inputs: Check_In_Other_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pass is for another class.`)
};

const bn_check_in_other_class = /** @type {(inputs: Check_In_Other_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পাসটি অন্য একটি ক্লাসের।`)
};

/**
* | output |
* | --- |
* | "This pass is for another class." |
*
* @param {Check_In_Other_ClassInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_other_class = /** @type {((inputs?: Check_In_Other_ClassInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Other_ClassInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_other_class(inputs)
	return en_check_in_other_class(inputs)
});
