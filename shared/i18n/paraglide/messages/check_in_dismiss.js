/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_DismissInputs */

const en_check_in_dismiss = /** @type {(inputs: Check_In_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const bn_check_in_dismiss = /** @type {(inputs: Check_In_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সরিয়ে দিন`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Check_In_DismissInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_dismiss = /** @type {((inputs?: Check_In_DismissInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_DismissInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_dismiss(inputs)
	return en_check_in_dismiss(inputs)
});
