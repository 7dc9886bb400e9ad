/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_InvalidInputs */

const en_validation_invalid = /** @type {(inputs: Validation_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This value is not valid.`)
};

const bn_validation_invalid = /** @type {(inputs: Validation_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই মানটি সঠিক নয়।`)
};

/**
* | output |
* | --- |
* | "This value is not valid." |
*
* @param {Validation_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_invalid = /** @type {((inputs?: Validation_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_invalid(inputs)
	return en_validation_invalid(inputs)
});
