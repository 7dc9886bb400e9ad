/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown> }} Class_Form_DatesInputs */

const en_class_form_dates = /** @type {(inputs: Class_Form_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} to ${i?.last}`)
};

const bn_class_form_dates = /** @type {(inputs: Class_Form_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} থেকে ${i?.last}`)
};

/**
* | output |
* | --- |
* | "{first} to {last}" |
*
* @param {Class_Form_DatesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_form_dates = /** @type {((inputs: Class_Form_DatesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Form_DatesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_form_dates(inputs)
	return en_class_form_dates(inputs)
});
