/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_OkInputs */

const en_check_in_ok = /** @type {(inputs: Check_In_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked in`)
};

const bn_check_in_ok = /** @type {(inputs: Check_In_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেক-ইন হয়েছে`)
};

/**
* | output |
* | --- |
* | "Checked in" |
*
* @param {Check_In_OkInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_ok = /** @type {((inputs?: Check_In_OkInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_OkInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_ok(inputs)
	return en_check_in_ok(inputs)
});
