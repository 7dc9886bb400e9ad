/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_RowingInputs */

const en_sport_rowing = /** @type {(inputs: Sport_RowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rowing`)
};

const bn_sport_rowing = /** @type {(inputs: Sport_RowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রোয়িং`)
};

/**
* | output |
* | --- |
* | "Rowing" |
*
* @param {Sport_RowingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_rowing = /** @type {((inputs?: Sport_RowingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_RowingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_rowing(inputs)
	return en_sport_rowing(inputs)
});
