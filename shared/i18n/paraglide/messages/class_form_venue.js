/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Form_VenueInputs */

const en_class_form_venue = /** @type {(inputs: Class_Form_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue`)
};

const bn_class_form_venue = /** @type {(inputs: Class_Form_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভেন্যু`)
};

/**
* | output |
* | --- |
* | "Venue" |
*
* @param {Class_Form_VenueInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_form_venue = /** @type {((inputs?: Class_Form_VenueInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Form_VenueInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_form_venue(inputs)
	return en_class_form_venue(inputs)
});
