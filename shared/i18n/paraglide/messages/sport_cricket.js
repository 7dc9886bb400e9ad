/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_CricketInputs */

const en_sport_cricket = /** @type {(inputs: Sport_CricketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cricket`)
};

const bn_sport_cricket = /** @type {(inputs: Sport_CricketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্রিকেট`)
};

/**
* | output |
* | --- |
* | "Cricket" |
*
* @param {Sport_CricketInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_cricket = /** @type {((inputs?: Sport_CricketInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_CricketInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_cricket(inputs)
	return en_sport_cricket(inputs)
});
