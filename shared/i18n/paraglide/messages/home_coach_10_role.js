/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_10_RoleInputs */

const en_home_coach_10_role = /** @type {(inputs: Home_Coach_10_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yoga Instructor`)
};

const bn_home_coach_10_role = /** @type {(inputs: Home_Coach_10_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যোগব্যায়াম ইনস্ট্রাক্টর`)
};

/**
* | output |
* | --- |
* | "Yoga Instructor" |
*
* @param {Home_Coach_10_RoleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_coach_10_role = /** @type {((inputs?: Home_Coach_10_RoleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_10_RoleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_coach_10_role(inputs)
	return en_home_coach_10_role(inputs)
});
