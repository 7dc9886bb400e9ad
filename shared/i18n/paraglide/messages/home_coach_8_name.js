/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_8_NameInputs */

const en_home_coach_8_name = /** @type {(inputs: Home_Coach_8_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sara`)
};

const bn_home_coach_8_name = /** @type {(inputs: Home_Coach_8_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সারা`)
};

/**
* | output |
* | --- |
* | "Sara" |
*
* @param {Home_Coach_8_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_coach_8_name = /** @type {((inputs?: Home_Coach_8_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_8_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_coach_8_name(inputs)
	return en_home_coach_8_name(inputs)
});
