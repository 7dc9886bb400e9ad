/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Class_Facts_Time_RangeInputs */

const en_class_facts_time_range = /** @type {(inputs: Class_Facts_Time_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–${i?.end}`)
};

const bn_class_facts_time_range = /** @type {(inputs: Class_Facts_Time_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–${i?.end}`)
};

/**
* | output |
* | --- |
* | "{start}–{end}" |
*
* @param {Class_Facts_Time_RangeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_facts_time_range = /** @type {((inputs: Class_Facts_Time_RangeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Facts_Time_RangeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_facts_time_range(inputs)
	return en_class_facts_time_range(inputs)
});
