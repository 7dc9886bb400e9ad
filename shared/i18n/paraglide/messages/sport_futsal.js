/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_FutsalInputs */

const en_sport_futsal = /** @type {(inputs: Sport_FutsalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futsal`)
};

const bn_sport_futsal = /** @type {(inputs: Sport_FutsalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফুটসাল`)
};

/**
* | output |
* | --- |
* | "Futsal" |
*
* @param {Sport_FutsalInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_futsal = /** @type {((inputs?: Sport_FutsalInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_FutsalInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_futsal(inputs)
	return en_sport_futsal(inputs)
});
