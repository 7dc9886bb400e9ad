/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Export_ToInputs */

const en_validation_export_to = /** @type {(inputs: Validation_Export_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the last day as a date (YYYY-MM-DD).`)
};

const bn_validation_export_to = /** @type {(inputs: Validation_Export_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শেষ দিনটি তারিখ হিসেবে বেছে নিন (YYYY-MM-DD)।`)
};

/**
* | output |
* | --- |
* | "Choose the last day as a date (YYYY-MM-DD)." |
*
* @param {Validation_Export_ToInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_export_to = /** @type {((inputs?: Validation_Export_ToInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Export_ToInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_export_to(inputs)
	return en_validation_export_to(inputs)
});
