/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, time: NonNullable<unknown> }} Class_Facts_SessionInputs */

const en_class_facts_session = /** @type {(inputs: Class_Facts_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.time}`)
};

const bn_class_facts_session = /** @type {(inputs: Class_Facts_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.time}`)
};

/**
* | output |
* | --- |
* | "{date}, {time}" |
*
* @param {Class_Facts_SessionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_facts_session = /** @type {((inputs: Class_Facts_SessionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Facts_SessionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_facts_session(inputs)
	return en_class_facts_session(inputs)
});
