/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Any_DayInputs */

const en_catalogue_any_day = /** @type {(inputs: Catalogue_Any_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any day`)
};

const bn_catalogue_any_day = /** @type {(inputs: Catalogue_Any_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যেকোনো দিন`)
};

/**
* | output |
* | --- |
* | "Any day" |
*
* @param {Catalogue_Any_DayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_any_day = /** @type {((inputs?: Catalogue_Any_DayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Any_DayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_any_day(inputs)
	return en_catalogue_any_day(inputs)
});
