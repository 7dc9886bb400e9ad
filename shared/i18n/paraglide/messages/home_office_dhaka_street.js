/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_Dhaka_StreetInputs */

const en_home_office_dhaka_street = /** @type {(inputs: Home_Office_Dhaka_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House 12, Road 5, Dhanmondi`)
};

const bn_home_office_dhaka_street = /** @type {(inputs: Home_Office_Dhaka_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাড়ি ১২, রোড ৫, ধানমন্ডি`)
};

/**
* | output |
* | --- |
* | "House 12, Road 5, Dhanmondi" |
*
* @param {Home_Office_Dhaka_StreetInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_dhaka_street = /** @type {((inputs?: Home_Office_Dhaka_StreetInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_Dhaka_StreetInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_dhaka_street(inputs)
	return en_home_office_dhaka_street(inputs)
});
