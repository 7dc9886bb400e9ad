/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_TimeInputs */

const en_catalogue_time = /** @type {(inputs: Catalogue_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time of day`)
};

const bn_catalogue_time = /** @type {(inputs: Catalogue_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দিনের সময়`)
};

/**
* | output |
* | --- |
* | "Time of day" |
*
* @param {Catalogue_TimeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_time = /** @type {((inputs?: Catalogue_TimeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_TimeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_time(inputs)
	return en_catalogue_time(inputs)
});
