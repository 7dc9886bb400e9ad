/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ address: NonNullable<unknown>, zone: NonNullable<unknown> }} Class_Form_Venue_HintInputs */

const en_class_form_venue_hint = /** @type {(inputs: Class_Form_Venue_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address}. Times are in ${i?.zone}.`)
};

const bn_class_form_venue_hint = /** @type {(inputs: Class_Form_Venue_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address}। সময় ${i?.zone} অনুযায়ী।`)
};

/**
* | output |
* | --- |
* | "{address}. Times are in {zone}." |
*
* @param {Class_Form_Venue_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_form_venue_hint = /** @type {((inputs: Class_Form_Venue_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Form_Venue_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_form_venue_hint(inputs)
	return en_class_form_venue_hint(inputs)
});
