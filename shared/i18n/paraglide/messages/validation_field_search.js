/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_SearchInputs */

const en_validation_field_search = /** @type {(inputs: Validation_Field_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const bn_validation_field_search = /** @type {(inputs: Validation_Field_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খোঁজা`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Validation_Field_SearchInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_search = /** @type {((inputs?: Validation_Field_SearchInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_SearchInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_search(inputs)
	return en_validation_field_search(inputs)
});
