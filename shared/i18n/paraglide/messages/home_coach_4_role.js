/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_4_RoleInputs */

const en_home_coach_4_role = /** @type {(inputs: Home_Coach_4_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tennis Coach`)
};

const bn_home_coach_4_role = /** @type {(inputs: Home_Coach_4_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`টেনিস কোচ`)
};

/**
* | output |
* | --- |
* | "Tennis Coach" |
*
* @param {Home_Coach_4_RoleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_coach_4_role = /** @type {((inputs?: Home_Coach_4_RoleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_4_RoleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_coach_4_role(inputs)
	return en_home_coach_4_role(inputs)
});
