/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Seats_LeftInputs */

const en_class_page_seats_left = /** @type {(inputs: Class_Page_Seats_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats left`)
};

const bn_class_page_seats_left = /** @type {(inputs: Class_Page_Seats_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খালি সিট`)
};

/**
* | output |
* | --- |
* | "Seats left" |
*
* @param {Class_Page_Seats_LeftInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_seats_left = /** @type {((inputs?: Class_Page_Seats_LeftInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Seats_LeftInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_seats_left(inputs)
	return en_class_page_seats_left(inputs)
});
