/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_FootballInputs */

const en_sport_football = /** @type {(inputs: Sport_FootballInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Football`)
};

const bn_sport_football = /** @type {(inputs: Sport_FootballInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফুটবল`)
};

/**
* | output |
* | --- |
* | "Football" |
*
* @param {Sport_FootballInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_football = /** @type {((inputs?: Sport_FootballInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_FootballInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_football(inputs)
	return en_sport_football(inputs)
});
