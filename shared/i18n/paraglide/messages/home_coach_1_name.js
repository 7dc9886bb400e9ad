/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_1_NameInputs */

const en_home_coach_1_name = /** @type {(inputs: Home_Coach_1_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rafiq`)
};

const bn_home_coach_1_name = /** @type {(inputs: Home_Coach_1_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রফিক`)
};

/**
* | output |
* | --- |
* | "Rafiq" |
*
* @param {Home_Coach_1_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_coach_1_name = /** @type {((inputs?: Home_Coach_1_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_1_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_coach_1_name(inputs)
	return en_home_coach_1_name(inputs)
});
