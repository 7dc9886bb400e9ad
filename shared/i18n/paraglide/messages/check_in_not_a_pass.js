/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Not_A_PassInputs */

const en_check_in_not_a_pass = /** @type {(inputs: Check_In_Not_A_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This QR code is not a Sports Academy pass.`)
};

const bn_check_in_not_a_pass = /** @type {(inputs: Check_In_Not_A_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই QR কোডটি স্পোর্টস একাডেমির পাস নয়।`)
};

/**
* | output |
* | --- |
* | "This QR code is not a Sports Academy pass." |
*
* @param {Check_In_Not_A_PassInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_not_a_pass = /** @type {((inputs?: Check_In_Not_A_PassInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Not_A_PassInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_not_a_pass(inputs)
	return en_check_in_not_a_pass(inputs)
});
