/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Export_FromInputs */

const en_validation_export_from = /** @type {(inputs: Validation_Export_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the first day as a date (YYYY-MM-DD).`)
};

const bn_validation_export_from = /** @type {(inputs: Validation_Export_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রথম দিনটি তারিখ হিসেবে বেছে নিন (YYYY-MM-DD)।`)
};

/**
* | output |
* | --- |
* | "Choose the first day as a date (YYYY-MM-DD)." |
*
* @param {Validation_Export_FromInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_export_from = /** @type {((inputs?: Validation_Export_FromInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Export_FromInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_export_from(inputs)
	return en_validation_export_from(inputs)
});
