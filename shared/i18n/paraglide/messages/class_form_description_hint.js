/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Form_Description_HintInputs */

const en_class_form_description_hint = /** @type {(inputs: Class_Form_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What students will do and need to bring. Blank lines start new paragraphs.`)
};

const bn_class_form_description_hint = /** @type {(inputs: Class_Form_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থীরা কী করবেন আর কী সাথে আনবেন। ফাঁকা লাইন দিলে নতুন অনুচ্ছেদ শুরু হয়।`)
};

/**
* | output |
* | --- |
* | "What students will do and need to bring. Blank lines start new paragraphs." |
*
* @param {Class_Form_Description_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_form_description_hint = /** @type {((inputs?: Class_Form_Description_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Form_Description_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_form_description_hint(inputs)
	return en_class_form_description_hint(inputs)
});
