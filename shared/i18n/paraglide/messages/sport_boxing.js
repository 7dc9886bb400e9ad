/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_BoxingInputs */

const en_sport_boxing = /** @type {(inputs: Sport_BoxingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boxing`)
};

const bn_sport_boxing = /** @type {(inputs: Sport_BoxingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বক্সিং`)
};

/**
* | output |
* | --- |
* | "Boxing" |
*
* @param {Sport_BoxingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_boxing = /** @type {((inputs?: Sport_BoxingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_BoxingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_boxing(inputs)
	return en_sport_boxing(inputs)
});
