/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Time_EveningInputs */

const en_catalogue_time_evening = /** @type {(inputs: Catalogue_Time_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evening`)
};

const bn_catalogue_time_evening = /** @type {(inputs: Catalogue_Time_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সন্ধ্যা`)
};

/**
* | output |
* | --- |
* | "Evening" |
*
* @param {Catalogue_Time_EveningInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_time_evening = /** @type {((inputs?: Catalogue_Time_EveningInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Time_EveningInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_time_evening(inputs)
	return en_catalogue_time_evening(inputs)
});
