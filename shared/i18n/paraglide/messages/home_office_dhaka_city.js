/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_Dhaka_CityInputs */

const en_home_office_dhaka_city = /** @type {(inputs: Home_Office_Dhaka_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dhaka 1205`)
};

const bn_home_office_dhaka_city = /** @type {(inputs: Home_Office_Dhaka_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঢাকা ১২০৫`)
};

/**
* | output |
* | --- |
* | "Dhaka 1205" |
*
* @param {Home_Office_Dhaka_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_dhaka_city = /** @type {((inputs?: Home_Office_Dhaka_CityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_Dhaka_CityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_dhaka_city(inputs)
	return en_home_office_dhaka_city(inputs)
});
