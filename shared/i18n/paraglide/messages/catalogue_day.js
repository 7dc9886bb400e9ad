/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_DayInputs */

const en_catalogue_day = /** @type {(inputs: Catalogue_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

const bn_catalogue_day = /** @type {(inputs: Catalogue_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বার`)
};

/**
* | output |
* | --- |
* | "Day" |
*
* @param {Catalogue_DayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_day = /** @type {((inputs?: Catalogue_DayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_DayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_day(inputs)
	return en_catalogue_day(inputs)
});
