/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Code_InvalidInputs */

const en_check_in_code_invalid = /** @type {(inputs: Check_In_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short code is 8 letters and digits, like the one under the pass's QR code.`)
};

const bn_check_in_code_invalid = /** @type {(inputs: Check_In_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শর্ট কোড হলো ৮টি অক্ষর ও সংখ্যা, পাসের QR কোডের নিচে যেমন থাকে।`)
};

/**
* | output |
* | --- |
* | "A short code is 8 letters and digits, like the one under the pass's QR code." |
*
* @param {Check_In_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_code_invalid = /** @type {((inputs?: Check_In_Code_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Code_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_code_invalid(inputs)
	return en_check_in_code_invalid(inputs)
});
