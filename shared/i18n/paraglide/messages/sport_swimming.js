/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_SwimmingInputs */

const en_sport_swimming = /** @type {(inputs: Sport_SwimmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swimming`)
};

const bn_sport_swimming = /** @type {(inputs: Sport_SwimmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সাঁতার`)
};

/**
* | output |
* | --- |
* | "Swimming" |
*
* @param {Sport_SwimmingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_swimming = /** @type {((inputs?: Sport_SwimmingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_SwimmingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_swimming(inputs)
	return en_sport_swimming(inputs)
});
