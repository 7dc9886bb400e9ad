/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_VenueInputs */

const en_class_page_venue = /** @type {(inputs: Class_Page_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue`)
};

const bn_class_page_venue = /** @type {(inputs: Class_Page_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শাখা`)
};

/**
* | output |
* | --- |
* | "Venue" |
*
* @param {Class_Page_VenueInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_venue = /** @type {((inputs?: Class_Page_VenueInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_VenueInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_venue(inputs)
	return en_class_page_venue(inputs)
});
