/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, time: NonNullable<unknown>, zone: NonNullable<unknown> }} Class_Facts_ScheduleInputs */

const en_class_facts_schedule = /** @type {(inputs: Class_Facts_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} · ${i?.time} (${i?.zone})`)
};

const bn_class_facts_schedule = /** @type {(inputs: Class_Facts_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} · ${i?.time} (${i?.zone})`)
};

/**
* | output |
* | --- |
* | "{days} · {time} ({zone})" |
*
* @param {Class_Facts_ScheduleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_facts_schedule = /** @type {((inputs: Class_Facts_ScheduleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Facts_ScheduleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_facts_schedule(inputs)
	return en_class_facts_schedule(inputs)
});
