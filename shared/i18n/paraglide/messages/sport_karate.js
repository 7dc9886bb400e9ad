/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_KarateInputs */

const en_sport_karate = /** @type {(inputs: Sport_KarateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karate`)
};

const bn_sport_karate = /** @type {(inputs: Sport_KarateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কারাতে`)
};

/**
* | output |
* | --- |
* | "Karate" |
*
* @param {Sport_KarateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_karate = /** @type {((inputs?: Sport_KarateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_KarateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_karate(inputs)
	return en_sport_karate(inputs)
});
