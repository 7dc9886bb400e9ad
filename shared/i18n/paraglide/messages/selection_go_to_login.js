/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Go_To_LoginInputs */

const en_selection_go_to_login = /** @type {(inputs: Selection_Go_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to login`)
};

const bn_selection_go_to_login = /** @type {(inputs: Selection_Go_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন পেজে যান`)
};

/**
* | output |
* | --- |
* | "Go to login" |
*
* @param {Selection_Go_To_LoginInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_go_to_login = /** @type {((inputs?: Selection_Go_To_LoginInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Go_To_LoginInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_go_to_login(inputs)
	return en_selection_go_to_login(inputs)
});
