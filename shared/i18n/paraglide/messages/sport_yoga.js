/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_YogaInputs */

const en_sport_yoga = /** @type {(inputs: Sport_YogaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yoga`)
};

const bn_sport_yoga = /** @type {(inputs: Sport_YogaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যোগব্যায়াম`)
};

/**
* | output |
* | --- |
* | "Yoga" |
*
* @param {Sport_YogaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_yoga = /** @type {((inputs?: Sport_YogaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_YogaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_yoga(inputs)
	return en_sport_yoga(inputs)
});
