/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_BadmintonInputs */

const en_sport_badminton = /** @type {(inputs: Sport_BadmintonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badminton`)
};

const bn_sport_badminton = /** @type {(inputs: Sport_BadmintonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ব্যাডমিন্টন`)
};

/**
* | output |
* | --- |
* | "Badminton" |
*
* @param {Sport_BadmintonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_badminton = /** @type {((inputs?: Sport_BadmintonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_BadmintonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_badminton(inputs)
	return en_sport_badminton(inputs)
});
