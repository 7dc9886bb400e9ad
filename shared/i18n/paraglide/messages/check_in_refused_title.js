/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Refused_TitleInputs */

const en_check_in_refused_title = /** @type {(inputs: Check_In_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A check-in was refused`)
};

const bn_check_in_refused_title = /** @type {(inputs: Check_In_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটি চেক-ইন নেওয়া হয়নি`)
};

/**
* | output |
* | --- |
* | "A check-in was refused" |
*
* @param {Check_In_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_refused_title = /** @type {((inputs?: Check_In_Refused_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Refused_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_refused_title(inputs)
	return en_check_in_refused_title(inputs)
});
