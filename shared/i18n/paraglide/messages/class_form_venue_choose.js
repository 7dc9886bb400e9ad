/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Form_Venue_ChooseInputs */

const en_class_form_venue_choose = /** @type {(inputs: Class_Form_Venue_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a branch`)
};

const bn_class_form_venue_choose = /** @type {(inputs: Class_Form_Venue_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শাখা বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Choose a branch" |
*
* @param {Class_Form_Venue_ChooseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_form_venue_choose = /** @type {((inputs?: Class_Form_Venue_ChooseInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Form_Venue_ChooseInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_form_venue_choose(inputs)
	return en_class_form_venue_choose(inputs)
});
