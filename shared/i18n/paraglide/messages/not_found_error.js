/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_ErrorInputs */

const en_not_found_error = /** @type {(inputs: Not_Found_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const bn_not_found_error = /** @type {(inputs: Not_Found_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এরর`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Not_Found_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_error = /** @type {((inputs?: Not_Found_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_not_found_error(inputs)
	return en_not_found_error(inputs)
});
