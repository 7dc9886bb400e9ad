/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_TennisInputs */

const en_sport_tennis = /** @type {(inputs: Sport_TennisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tennis`)
};

const bn_sport_tennis = /** @type {(inputs: Sport_TennisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`টেনিস`)
};

/**
* | output |
* | --- |
* | "Tennis" |
*
* @param {Sport_TennisInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_tennis = /** @type {((inputs?: Sport_TennisInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_TennisInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_tennis(inputs)
	return en_sport_tennis(inputs)
});
