/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Export_RangeInputs */

const en_validation_export_range = /** @type {(inputs: Validation_Export_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The last day must be the first day or after it.`)
};

const bn_validation_export_range = /** @type {(inputs: Validation_Export_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শেষ দিনটি প্রথম দিন বা তার পরের হতে হবে।`)
};

/**
* | output |
* | --- |
* | "The last day must be the first day or after it." |
*
* @param {Validation_Export_RangeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_export_range = /** @type {((inputs?: Validation_Export_RangeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Export_RangeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_export_range(inputs)
	return en_validation_export_range(inputs)
});
