/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_ScheduleInputs */

const en_class_page_schedule = /** @type {(inputs: Class_Page_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

const bn_class_page_schedule = /** @type {(inputs: Class_Page_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সময়সূচি`)
};

/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Class_Page_ScheduleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_schedule = /** @type {((inputs?: Class_Page_ScheduleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_ScheduleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_schedule(inputs)
	return en_class_page_schedule(inputs)
});
