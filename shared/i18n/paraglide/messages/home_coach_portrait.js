/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Home_Coach_PortraitInputs */

const en_home_coach_portrait = /** @type {(inputs: Home_Coach_PortraitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portrait of ${i?.name}`)
};

const bn_home_coach_portrait = /** @type {(inputs: Home_Coach_PortraitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর ছবি`)
};

/**
* | output |
* | --- |
* | "Portrait of {name}" |
*
* @param {Home_Coach_PortraitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_coach_portrait = /** @type {((inputs: Home_Coach_PortraitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_PortraitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_coach_portrait(inputs)
	return en_home_coach_portrait(inputs)
});
