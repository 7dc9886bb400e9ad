/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_DhakaInputs */

const en_home_office_dhaka = /** @type {(inputs: Home_Office_DhakaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dhaka, Bangladesh`)
};

const bn_home_office_dhaka = /** @type {(inputs: Home_Office_DhakaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঢাকা, বাংলাদেশ`)
};

/**
* | output |
* | --- |
* | "Dhaka, Bangladesh" |
*
* @param {Home_Office_DhakaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_dhaka = /** @type {((inputs?: Home_Office_DhakaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_DhakaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_dhaka(inputs)
	return en_home_office_dhaka(inputs)
});
