/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Form_Level_ChooseInputs */

const en_class_form_level_choose = /** @type {(inputs: Class_Form_Level_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a level`)
};

const bn_class_form_level_choose = /** @type {(inputs: Class_Form_Level_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লেভেল বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Choose a level" |
*
* @param {Class_Form_Level_ChooseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_form_level_choose = /** @type {((inputs?: Class_Form_Level_ChooseInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Form_Level_ChooseInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_form_level_choose(inputs)
	return en_class_form_level_choose(inputs)
});
