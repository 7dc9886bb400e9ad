/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Invalid_OptionInputs */

const en_validation_invalid_option = /** @type {(inputs: Validation_Invalid_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not one of the allowed values.`)
};

const bn_validation_invalid_option = /** @type {(inputs: Validation_Invalid_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অনুমোদিত মানগুলোর কোনোটি নয়।`)
};

/**
* | output |
* | --- |
* | "Not one of the allowed values." |
*
* @param {Validation_Invalid_OptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_invalid_option = /** @type {((inputs?: Validation_Invalid_OptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Invalid_OptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_invalid_option(inputs)
	return en_validation_invalid_option(inputs)
});
