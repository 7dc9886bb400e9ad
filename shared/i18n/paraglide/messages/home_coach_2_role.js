/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_2_RoleInputs */

const en_home_coach_2_role = /** @type {(inputs: Home_Coach_2_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Athletics Coach`)
};

const bn_home_coach_2_role = /** @type {(inputs: Home_Coach_2_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাথলেটিকস কোচ`)
};

/**
* | output |
* | --- |
* | "Athletics Coach" |
*
* @param {Home_Coach_2_RoleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_coach_2_role = /** @type {((inputs?: Home_Coach_2_RoleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_2_RoleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_coach_2_role(inputs)
	return en_home_coach_2_role(inputs)
});
