/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_Kuala_Lumpur_CityInputs */

const en_home_office_kuala_lumpur_city = /** @type {(inputs: Home_Office_Kuala_Lumpur_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`50450 Kuala Lumpur`)
};

const bn_home_office_kuala_lumpur_city = /** @type {(inputs: Home_Office_Kuala_Lumpur_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`50450 Kuala Lumpur`)
};

/**
* | output |
* | --- |
* | "50450 Kuala Lumpur" |
*
* @param {Home_Office_Kuala_Lumpur_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_kuala_lumpur_city = /** @type {((inputs?: Home_Office_Kuala_Lumpur_CityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_Kuala_Lumpur_CityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_kuala_lumpur_city(inputs)
	return en_home_office_kuala_lumpur_city(inputs)
});
