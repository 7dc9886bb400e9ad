/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Code_SubmitInputs */

const en_check_in_code_submit = /** @type {(inputs: Check_In_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check in`)
};

const bn_check_in_code_submit = /** @type {(inputs: Check_In_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেক-ইন করুন`)
};

/**
* | output |
* | --- |
* | "Check in" |
*
* @param {Check_In_Code_SubmitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_code_submit = /** @type {((inputs?: Check_In_Code_SubmitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Code_SubmitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_code_submit(inputs)
	return en_check_in_code_submit(inputs)
});
