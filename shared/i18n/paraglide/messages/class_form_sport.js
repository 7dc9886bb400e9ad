/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Form_SportInputs */

const en_class_form_sport = /** @type {(inputs: Class_Form_SportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sport`)
};

const bn_class_form_sport = /** @type {(inputs: Class_Form_SportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খেলা`)
};

/**
* | output |
* | --- |
* | "Sport" |
*
* @param {Class_Form_SportInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_form_sport = /** @type {((inputs?: Class_Form_SportInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Form_SportInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_form_sport(inputs)
	return en_class_form_sport(inputs)
});
