/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_Kuala_LumpurInputs */

const en_home_office_kuala_lumpur = /** @type {(inputs: Home_Office_Kuala_LumpurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuala Lumpur, Malaysia`)
};

const bn_home_office_kuala_lumpur = /** @type {(inputs: Home_Office_Kuala_LumpurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কুয়ালালামপুর, মালয়েশিয়া`)
};

/**
* | output |
* | --- |
* | "Kuala Lumpur, Malaysia" |
*
* @param {Home_Office_Kuala_LumpurInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_kuala_lumpur = /** @type {((inputs?: Home_Office_Kuala_LumpurInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_Kuala_LumpurInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_kuala_lumpur(inputs)
	return en_home_office_kuala_lumpur(inputs)
});
