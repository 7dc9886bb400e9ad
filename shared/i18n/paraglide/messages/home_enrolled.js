/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_EnrolledInputs */

const en_home_enrolled = /** @type {(inputs: Home_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrolled`)
};

const bn_home_enrolled = /** @type {(inputs: Home_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভর্তি হয়েছে`)
};

/**
* | output |
* | --- |
* | "Enrolled" |
*
* @param {Home_EnrolledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_enrolled = /** @type {((inputs?: Home_EnrolledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_EnrolledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_enrolled(inputs)
	return en_home_enrolled(inputs)
});
