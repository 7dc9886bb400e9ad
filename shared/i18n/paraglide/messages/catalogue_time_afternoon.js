/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Time_AfternoonInputs */

const en_catalogue_time_afternoon = /** @type {(inputs: Catalogue_Time_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afternoon`)
};

const bn_catalogue_time_afternoon = /** @type {(inputs: Catalogue_Time_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দুপুর`)
};

/**
* | output |
* | --- |
* | "Afternoon" |
*
* @param {Catalogue_Time_AfternoonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_time_afternoon = /** @type {((inputs?: Catalogue_Time_AfternoonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Time_AfternoonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_time_afternoon(inputs)
	return en_catalogue_time_afternoon(inputs)
});
