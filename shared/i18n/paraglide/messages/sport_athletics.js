/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_AthleticsInputs */

const en_sport_athletics = /** @type {(inputs: Sport_AthleticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Athletics`)
};

const bn_sport_athletics = /** @type {(inputs: Sport_AthleticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাথলেটিকস`)
};

/**
* | output |
* | --- |
* | "Athletics" |
*
* @param {Sport_AthleticsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_athletics = /** @type {((inputs?: Sport_AthleticsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_AthleticsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_athletics(inputs)
	return en_sport_athletics(inputs)
});
