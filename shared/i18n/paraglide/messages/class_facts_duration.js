/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Class_Facts_DurationInputs */

const en_class_facts_duration = /** @type {(inputs: Class_Facts_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

const bn_class_facts_duration = /** @type {(inputs: Class_Facts_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} মিনিট`)
};

/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Class_Facts_DurationInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_facts_duration = /** @type {((inputs: Class_Facts_DurationInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Facts_DurationInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_facts_duration(inputs)
	return en_class_facts_duration(inputs)
});
