/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_9_RoleInputs */

const en_home_coach_9_role = /** @type {(inputs: Home_Coach_9_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fitness Trainer`)
};

const bn_home_coach_9_role = /** @type {(inputs: Home_Coach_9_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিটনেস ট্রেইনার`)
};

/**
* | output |
* | --- |
* | "Fitness Trainer" |
*
* @param {Home_Coach_9_RoleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_coach_9_role = /** @type {((inputs?: Home_Coach_9_RoleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_9_RoleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_coach_9_role(inputs)
	return en_home_coach_9_role(inputs)
});
