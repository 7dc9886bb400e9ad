/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_VolleyballInputs */

const en_sport_volleyball = /** @type {(inputs: Sport_VolleyballInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volleyball`)
};

const bn_sport_volleyball = /** @type {(inputs: Sport_VolleyballInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভলিবল`)
};

/**
* | output |
* | --- |
* | "Volleyball" |
*
* @param {Sport_VolleyballInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_volleyball = /** @type {((inputs?: Sport_VolleyballInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_VolleyballInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_volleyball(inputs)
	return en_sport_volleyball(inputs)
});
