/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_Riyadh_CityInputs */

const en_home_office_riyadh_city = /** @type {(inputs: Home_Office_Riyadh_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riyadh 12214`)
};

const bn_home_office_riyadh_city = /** @type {(inputs: Home_Office_Riyadh_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riyadh 12214`)
};

/**
* | output |
* | --- |
* | "Riyadh 12214" |
*
* @param {Home_Office_Riyadh_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_riyadh_city = /** @type {((inputs?: Home_Office_Riyadh_CityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_Riyadh_CityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_riyadh_city(inputs)
	return en_home_office_riyadh_city(inputs)
});
