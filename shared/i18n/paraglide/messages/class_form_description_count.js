/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Class_Form_Description_CountInputs */

const en_class_form_description_count = /** @type {(inputs: Class_Form_Description_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} characters`)
};

const bn_class_form_description_count = /** @type {(inputs: Class_Form_Description_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max}টির মধ্যে ${i?.count}টি অক্ষর`)
};

/**
* | output |
* | --- |
* | "{count} of {max} characters" |
*
* @param {Class_Form_Description_CountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_form_description_count = /** @type {((inputs: Class_Form_Description_CountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Form_Description_CountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_form_description_count(inputs)
	return en_class_form_description_count(inputs)
});
