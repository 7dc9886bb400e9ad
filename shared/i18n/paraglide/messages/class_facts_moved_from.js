/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, time: NonNullable<unknown> }} Class_Facts_Moved_FromInputs */

const en_class_facts_moved_from = /** @type {(inputs: Class_Facts_Moved_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moved from ${i?.date}, ${i?.time}`)
};

const bn_class_facts_moved_from = /** @type {(inputs: Class_Facts_Moved_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সরানো হয়েছে — আগে ছিল ${i?.date}, ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Moved from {date}, {time}" |
*
* @param {Class_Facts_Moved_FromInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_facts_moved_from = /** @type {((inputs: Class_Facts_Moved_FromInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Facts_Moved_FromInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_facts_moved_from(inputs)
	return en_class_facts_moved_from(inputs)
});
