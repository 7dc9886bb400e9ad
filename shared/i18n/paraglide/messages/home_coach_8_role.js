/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_8_RoleInputs */

const en_home_coach_8_role = /** @type {(inputs: Home_Coach_8_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badminton Coach`)
};

const bn_home_coach_8_role = /** @type {(inputs: Home_Coach_8_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ব্যাডমিন্টন কোচ`)
};

/**
* | output |
* | --- |
* | "Badminton Coach" |
*
* @param {Home_Coach_8_RoleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_coach_8_role = /** @type {((inputs?: Home_Coach_8_RoleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_8_RoleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_coach_8_role(inputs)
	return en_home_coach_8_role(inputs)
});
