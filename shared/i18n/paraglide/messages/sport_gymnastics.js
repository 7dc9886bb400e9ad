/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_GymnasticsInputs */

const en_sport_gymnastics = /** @type {(inputs: Sport_GymnasticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gymnastics`)
};

const bn_sport_gymnastics = /** @type {(inputs: Sport_GymnasticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জিমন্যাস্টিকস`)
};

/**
* | output |
* | --- |
* | "Gymnastics" |
*
* @param {Sport_GymnasticsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_gymnastics = /** @type {((inputs?: Sport_GymnasticsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_GymnasticsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_gymnastics(inputs)
	return en_sport_gymnastics(inputs)
});
