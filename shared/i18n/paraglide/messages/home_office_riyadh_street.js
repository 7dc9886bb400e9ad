/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_Riyadh_StreetInputs */

const en_home_office_riyadh_street = /** @type {(inputs: Home_Office_Riyadh_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`King Fahd Road, Al Olaya`)
};

const bn_home_office_riyadh_street = /** @type {(inputs: Home_Office_Riyadh_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`King Fahd Road, Al Olaya`)
};

/**
* | output |
* | --- |
* | "King Fahd Road, Al Olaya" |
*
* @param {Home_Office_Riyadh_StreetInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_riyadh_street = /** @type {((inputs?: Home_Office_Riyadh_StreetInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_Riyadh_StreetInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_riyadh_street(inputs)
	return en_home_office_riyadh_street(inputs)
});
