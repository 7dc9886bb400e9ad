/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_Chattogram_CityInputs */

const en_home_office_chattogram_city = /** @type {(inputs: Home_Office_Chattogram_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chattogram 4000`)
};

const bn_home_office_chattogram_city = /** @type {(inputs: Home_Office_Chattogram_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চট্টগ্রাম ৪০০০`)
};

/**
* | output |
* | --- |
* | "Chattogram 4000" |
*
* @param {Home_Office_Chattogram_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_chattogram_city = /** @type {((inputs?: Home_Office_Chattogram_CityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_Chattogram_CityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_chattogram_city(inputs)
	return en_home_office_chattogram_city(inputs)
});
