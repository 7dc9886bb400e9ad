/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_Kuala_Lumpur_StreetInputs */

const en_home_office_kuala_lumpur_street = /** @type {(inputs: Home_Office_Kuala_Lumpur_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level 9, Menara Sukan, Jalan Ampang`)
};

const bn_home_office_kuala_lumpur_street = /** @type {(inputs: Home_Office_Kuala_Lumpur_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level 9, Menara Sukan, Jalan Ampang`)
};

/**
* | output |
* | --- |
* | "Level 9, Menara Sukan, Jalan Ampang" |
*
* @param {Home_Office_Kuala_Lumpur_StreetInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_kuala_lumpur_street = /** @type {((inputs?: Home_Office_Kuala_Lumpur_StreetInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_Kuala_Lumpur_StreetInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_kuala_lumpur_street(inputs)
	return en_home_office_kuala_lumpur_street(inputs)
});
