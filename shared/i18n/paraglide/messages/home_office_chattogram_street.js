/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_Chattogram_StreetInputs */

const en_home_office_chattogram_street = /** @type {(inputs: Home_Office_Chattogram_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`78 CDA Avenue, GEC Circle`)
};

const bn_home_office_chattogram_street = /** @type {(inputs: Home_Office_Chattogram_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`৭৮ সিডিএ অ্যাভিনিউ, জিইসি মোড়`)
};

/**
* | output |
* | --- |
* | "78 CDA Avenue, GEC Circle" |
*
* @param {Home_Office_Chattogram_StreetInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_chattogram_street = /** @type {((inputs?: Home_Office_Chattogram_StreetInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_Chattogram_StreetInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_chattogram_street(inputs)
	return en_home_office_chattogram_street(inputs)
});
