/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Time_MorningInputs */

const en_catalogue_time_morning = /** @type {(inputs: Catalogue_Time_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morning`)
};

const bn_catalogue_time_morning = /** @type {(inputs: Catalogue_Time_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সকাল`)
};

/**
* | output |
* | --- |
* | "Morning" |
*
* @param {Catalogue_Time_MorningInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_time_morning = /** @type {((inputs?: Catalogue_Time_MorningInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Time_MorningInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_time_morning(inputs)
	return en_catalogue_time_morning(inputs)
});
