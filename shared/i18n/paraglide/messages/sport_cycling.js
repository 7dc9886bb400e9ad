/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_CyclingInputs */

const en_sport_cycling = /** @type {(inputs: Sport_CyclingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cycling`)
};

const bn_sport_cycling = /** @type {(inputs: Sport_CyclingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সাইক্লিং`)
};

/**
* | output |
* | --- |
* | "Cycling" |
*
* @param {Sport_CyclingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_cycling = /** @type {((inputs?: Sport_CyclingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_CyclingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_cycling(inputs)
	return en_sport_cycling(inputs)
});
