/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_ChattogramInputs */

const en_home_office_chattogram = /** @type {(inputs: Home_Office_ChattogramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chattogram, Bangladesh`)
};

const bn_home_office_chattogram = /** @type {(inputs: Home_Office_ChattogramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চট্টগ্রাম, বাংলাদেশ`)
};

/**
* | output |
* | --- |
* | "Chattogram, Bangladesh" |
*
* @param {Home_Office_ChattogramInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_chattogram = /** @type {((inputs?: Home_Office_ChattogramInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_ChattogramInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_chattogram(inputs)
	return en_home_office_chattogram(inputs)
});
