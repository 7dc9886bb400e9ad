/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_ClimbingInputs */

const en_sport_climbing = /** @type {(inputs: Sport_ClimbingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Climbing`)
};

const bn_sport_climbing = /** @type {(inputs: Sport_ClimbingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাইম্বিং`)
};

/**
* | output |
* | --- |
* | "Climbing" |
*
* @param {Sport_ClimbingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_climbing = /** @type {((inputs?: Sport_ClimbingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_ClimbingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_climbing(inputs)
	return en_sport_climbing(inputs)
});
