/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_BasketballInputs */

const en_sport_basketball = /** @type {(inputs: Sport_BasketballInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basketball`)
};

const bn_sport_basketball = /** @type {(inputs: Sport_BasketballInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাস্কেটবল`)
};

/**
* | output |
* | --- |
* | "Basketball" |
*
* @param {Sport_BasketballInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_basketball = /** @type {((inputs?: Sport_BasketballInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_BasketballInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_basketball(inputs)
	return en_sport_basketball(inputs)
});
