/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_Back_HomeInputs */

const en_not_found_back_home = /** @type {(inputs: Not_Found_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to home page`)
};

const bn_not_found_back_home = /** @type {(inputs: Not_Found_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হোম পেজে ফিরে যান`)
};

/**
* | output |
* | --- |
* | "Back to home page" |
*
* @param {Not_Found_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_back_home = /** @type {((inputs?: Not_Found_Back_HomeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_Back_HomeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_not_found_back_home(inputs)
	return en_not_found_back_home(inputs)
});
