/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Any_TimeInputs */

const en_catalogue_any_time = /** @type {(inputs: Catalogue_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any time`)
};

const bn_catalogue_any_time = /** @type {(inputs: Catalogue_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যেকোনো সময়`)
};

/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Catalogue_Any_TimeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_any_time = /** @type {((inputs?: Catalogue_Any_TimeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Any_TimeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_any_time(inputs)
	return en_catalogue_any_time(inputs)
});
